// The footer every public page ends with: contact details and links, nothing a visitor uses before
// scrolling to it. The build writes it into every page whole; the browser keeps that HTML and
// loads and hydrates the footer's code only as the visitor heads there (or first presses a key or
// pointer), so starting a page does not render it a second time (issue 37).
import { lazyHydrated } from '@/components/lazy-hydrated'

/** The id of the footer element, which the browser watches to know when to hydrate it. */
export const SITE_FOOTER_ID = 'site-footer'

export const LazySiteFooter = lazyHydrated(
  () => import('@/features/site/components/site-footer').then((m) => m.SiteFooter),
  SITE_FOOTER_ID,
)
