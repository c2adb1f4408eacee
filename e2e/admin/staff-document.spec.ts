// Issue 57: third-party code never shares a document with the staff area. Entering /admin from a
// public page, and leaving it for one, loads a new document (src/lib/staff-area.ts), whose
// policy (dist/_headers, the staff area's rules) refuses every other origin.
import { expect, test, type Page } from '../support/test'
import { answerEveryOrg, pointAtDonate } from '../support/donate-widget'
import { openAsAdmin } from './support'

declare global {
  interface Window {
    /** Set by this test on a document, to tell it from the next one. */
    __documentMark?: string
  }
}

const THIRD_PARTY_SCRIPTS = 'script[src*="every.org"], script[src*="googletagmanager"]'
const mark = (page: Page, label: string) => page.evaluate((value) => { window.__documentMark = value }, label)
const markOf = (page: Page) => page.evaluate(() => window.__documentMark ?? null)
const dashboard = (page: Page) => page.getByRole('heading', { level: 1, name: 'Customer Relationship Management' })

/** Whether the document's policy lets a script from Every.org in: false once the browser reports it refused. */
const refusesEveryOrg = (page: Page) => page.evaluate(() => new Promise<boolean>((resolve) => {
  document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI.startsWith('https://embeds.every.org')), { once: true })
  const script = document.createElement('script')
  script.src = 'https://embeds.every.org/0.4/button.js?explicit=1'
  script.onload = () => resolve(false)
  document.head.append(script)
}))

test('a public page\'s third-party scripts never follow staff into /admin: entering and leaving the staff area each load a new document, and the admin\'s refuses Every.org', async ({ page }) => {
  await answerEveryOrg(page)
  await openAsAdmin(page, '/')
  await mark(page, 'public')
  await pointAtDonate(page)
  expect(await page.locator(THIRD_PARTY_SCRIPTS).count()).toBe(1)

  // No public page links to the staff area: this is the router's navigation that any link,
  // navigate() or redirect into it runs.
  await page.evaluate(() => void (window as unknown as { __TSR_ROUTER__: { navigate: (to: { to: string }) => Promise<void> } }).__TSR_ROUTER__.navigate({ to: '/admin' }))
  await expect(dashboard(page)).toBeVisible({ timeout: 20_000 })
  expect(await markOf(page), 'the admin in a new document').toBeNull()
  expect(await page.locator(THIRD_PARTY_SCRIPTS).count()).toBe(0)
  expect(await page.evaluate(() => 'everyDotOrgDonateButton' in window || 'gtag' in window)).toBe(false)
  expect(await refusesEveryOrg(page), 'the staff area\'s policy').toBe(true)

  await mark(page, 'staff')
  await page.getByRole('link', { name: 'View Site' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html[data-app-started]')).toBeAttached()
  expect(await markOf(page), 'the public site in a new document').toBeNull()

  // Back into the staff area from a public page that has loaded the widget again
  await pointAtDonate(page)
  await page.goBack()
  await expect(dashboard(page)).toBeVisible({ timeout: 20_000 })
  expect(await markOf(page)).not.toBe('public')
  expect(await page.locator(THIRD_PARTY_SCRIPTS).count()).toBe(0)
})
