// What the deployed Content-Security-Policy (dist/_headers, applied by the local static host,
// scripts/host/host-serving.ts) lets through, seen from the page: any violation the browser
// reports, any console error or warning, any uncaught exception (a hydration mismatch, a failed
// request, a runtime error would each show here, and each costs Lighthouse's best-practices score).
import type { Page } from '@playwright/test'
import { answerEveryOrg } from './donate-widget'

/**
 * Collects, across navigations, every `securitypolicyviolation` the page reports and every
 * console error or warning or uncaught exception. Every.org's widget script is third party and unreachable
 * here: it is answered with a stand-in that defines the widget's global, as the real one does.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = []
  await page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(`csp: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`)
    })
  })
  page.on('console', (message) => {
    // Chrome logs every 4xx answer; a signed-out visitor's session check (GET /api/user) is
    // answered 401 by design (SPEC §7) on the sign-in screens.
    const signedOutCheck = message.location().url.endsWith('/api/user') && message.text().includes('status of 401')
    // …and the not-found page's own document, answered 404 by design (issue 58).
    const notFoundPage = message.location().url === page.url() && message.text().includes('status of 404')
    if ((message.type() === 'error' || message.type() === 'warning') && !signedOutCheck && !notFoundPage) problems.push(`console ${message.type()}: ${message.text()} ${message.location().url} (on ${page.url()})`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`))
  await answerEveryOrg(page)
  return problems
}
