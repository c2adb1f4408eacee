// The sponsorship tiers and the in-kind lists, below the donation form: nothing a visitor uses
// before scrolling there. The build writes both into /donate whole; the browser keeps that HTML and
// loads and hydrates their code only as the visitor heads there (or first presses a key or pointer),
// so starting the page does not render them a second time.
import { inOwnBoundary, lazyHydrated } from '@/components/lazy-hydrated'

/** The ids of their sections on /donate, which the browser watches. */
export const SPONSORSHIP_SECTION_ID = 'sponsorship'
export const IN_KIND_SECTION_ID = 'in-kind'

const LazySponsorshipTiers = lazyHydrated(() => import('./sponsorship-tiers').then((m) => m.SponsorshipTiers), SPONSORSHIP_SECTION_ID)
const LazyInKindGiving = lazyHydrated(() => import('./in-kind-giving').then((m) => m.InKindGiving), IN_KIND_SECTION_ID)

/** Their code, for the build's render of the page. */
export const preloadDonateFarSections = () => Promise.all([LazySponsorshipTiers.preload(), LazyInKindGiving.preload()])

// Each in a boundary of its own: the page re-rendering around them (the payment step, a return
// from Stripe) keeps their built HTML.
export const SponsorshipTiersSection = inOwnBoundary(LazySponsorshipTiers)
export const InKindGivingSection = inOwnBoundary(LazyInKindGiving)
