// The sponsorship tiers and the in-kind lists, below the donation form: nothing a visitor uses
// before scrolling there. The build writes both into /donate whole; the browser keeps that HTML and
// loads and hydrates their code only as the visitor heads there (or first presses a key or pointer),
// so starting the page does not render them a second time.
import { memo, Suspense } from 'react'
import { lazyHydrated } from '@/components/lazy-hydrated'

/** The ids of their sections on /donate, which the browser watches. */
export const SPONSORSHIP_SECTION_ID = 'sponsorship'
export const IN_KIND_SECTION_ID = 'in-kind'

const LazySponsorshipTiers = lazyHydrated(() => import('./sponsorship-tiers').then((m) => m.SponsorshipTiers), SPONSORSHIP_SECTION_ID)
const LazyInKindGiving = lazyHydrated(() => import('./in-kind-giving').then((m) => m.InKindGiving), IN_KIND_SECTION_ID)

/** Their code, for the build's render of the page. */
export const preloadDonateFarSections = () => Promise.all([LazySponsorshipTiers.preload(), LazyInKindGiving.preload()])

// Memoised without props: the page re-rendering around them (the payment step, a return from
// Stripe) must not reach their Suspense boundaries before they hydrate, or React would drop the
// built HTML for the (empty) fallback.
export const SponsorshipTiersSection = memo(function SponsorshipTiersSection() {
  return <Suspense fallback={null}><LazySponsorshipTiers /></Suspense>
})
export const InKindGivingSection = memo(function InKindGivingSection() {
  return <Suspense fallback={null}><LazyInKindGiving /></Suspense>
})
