import type { Page, Route } from '@playwright/test'

/**
 * Holds back the requests matching `pattern` (by default every script of the site's own) until
 * `release` is called: until then the page stays as the build wrote it. A request the page dropped
 * meanwhile (it went on to another page) is let go without error.
 */
export async function holdCode(page: Page, pattern: string | RegExp = '**/assets/*.js') {
  const held: Route[] = []
  let released = false
  const handler = async (route: Route) => {
    if (released) return route.fallback()
    held.push(route)
  }
  await page.route(pattern, handler)
  return {
    /** How many requests are being held. */
    count: () => held.length,
    async release() {
      released = true
      await page.unroute(pattern, handler)
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)))
    },
  }
}
