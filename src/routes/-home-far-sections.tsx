// Home's sections below the hero (routes/index.tsx), out of the route file so that only the home
// page's own chunk carries them: its loader reaches this module through a dynamic import, and only
// at build time. None of them needs code to be read: the badges, partners, values and figures stay
// the build's HTML while the page starts, and hydrate (the partners' pause button comes to life)
// as the visitor heads there.
import { lazyHydrated } from '@/components/lazy-hydrated'
import { ACCREDITATIONS_HEADING_ID, PARTNERS_HEADING_ID, STATS_HEADING_ID, VALUES_HEADING_ID } from '@/features/home/section-ids'
import { NEWSLETTER_SECTION_ID } from '@/features/home/components/newsletter-section'
import { SERVICES_CAROUSEL_HEADING_ID } from '@/features/services/components/services-carousel-section'

// The build writes both into the page; embla, zod and the form library load (and the sections
// hydrate) only as the visitor heads there or first presses a key or pointer.
export const ServicesCarousel = lazyHydrated(
  () => import('@/features/services/components/services-carousel').then((m) => m.ServicesCarousel),
  SERVICES_CAROUSEL_HEADING_ID,
)
export const NewsletterSignup = lazyHydrated(
  () => import('@/features/newsletter/components/newsletter-signup').then((m) => m.NewsletterSignup),
  NEWSLETTER_SECTION_ID,
)

export const Accreditations = lazyHydrated(
  () => import('@/features/home/components/accreditations').then((m) => m.Accreditations),
  ACCREDITATIONS_HEADING_ID,
)
export const PartnerStrip = lazyHydrated(
  () => import('@/features/home/components/partner-strip').then((m) => m.PartnerStrip),
  PARTNERS_HEADING_ID,
)
export const ValuesSection = lazyHydrated(
  () => import('@/features/home/components/values-section').then((m) => m.ValuesSection),
  VALUES_HEADING_ID,
)
export const StatsSection = lazyHydrated(
  () => import('@/features/home/components/stats-section').then((m) => m.StatsSection),
  STATS_HEADING_ID,
)

/** Every section that loads its code on its own. */
export const FAR_SECTIONS = [ServicesCarousel, NewsletterSignup, Accreditations, PartnerStrip, ValuesSection, StatsSection]

/** Every section's code, for the build's render of the page. */
export const preloadFarSections = () => Promise.all(FAR_SECTIONS.map((section) => section.preload()))
