// Home's two sections far below the fold (routes/index.tsx), out of the route file so that only
// the home page's own chunk carries them: its loader reaches this module through a dynamic import,
// and only at build time.
import { lazyHydrated } from '@/components/lazy-hydrated'
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

/** Both sections' code, for the build's render of the page. */
export const preloadFarSections = () => Promise.all([ServicesCarousel.preload(), NewsletterSignup.preload()])
