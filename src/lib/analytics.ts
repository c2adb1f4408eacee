/**
 * Google Analytics page views (SPEC §2: a page_view with the path on every route change,
 * skipped on first load). Nothing loads unless VITE_GA_MEASUREMENT_ID is set; gtag.js is
 * fetched lazily on the first page view that needs it.
 */

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

/** The admin area's paths: staff screens name applicants, donors and searches, never sent to Google. */
const isStaffPath = (path: string) => /^\/admin(\/|$)/.test(path)

/**
 * Sends one page_view; returns false when analytics is not configured or the path is the
 * admin's. The location sent is the page's address without its query or fragment, which can
 * carry a visitor's search or a link's token.
 */
export function trackPageView(path: string): boolean {
  const id = measurementId()
  if (!id || isStaffPath(path)) return false
  ensureGtag(id)('event', 'page_view', { page_path: path, page_location: `${window.location.origin}${path}` })
  return true
}
