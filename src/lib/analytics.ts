/**
 * Google Analytics page views (SPEC §2: a page_view with the path on every route change,
 * skipped on first load). Nothing loads unless VITE_GA_MEASUREMENT_ID is set; gtag.js is
 * fetched lazily on the first page view that needs it.
 */

import { isStaffPath } from '@/lib/staff-area'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

function measurementId(): string | undefined {
  const id = import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined
  return id || undefined
}

function ensureGtag(id: string): Gtag {
  if (window.gtag) return window.gtag
  window.dataLayer = window.dataLayer ?? []
  const gtag: Gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag = gtag
  gtag('js', new Date())
  gtag('config', id, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
  return gtag
}

/**
 * Sends one page_view; returns false when analytics is not configured or the path is the staff
 * area's (src/lib/staff-area.ts: its screens name applicants, donors and searches; a staff
 * document never loads gtag.js). What is sent is the page's path alone, without a query or
 * fragment (given one, it is dropped), which can carry a visitor's search or a link's token.
 */
export function trackPageView(path: string): boolean {
  const id = measurementId()
  const pathname = path.replace(/[?#].*$/s, '')
  if (!id || isStaffPath(pathname)) return false
  ensureGtag(id)('event', 'page_view', { page_path: pathname, page_location: `${window.location.origin}${pathname}` })
  return true
}
