import { expect, test } from '../support/test'
import { answerEveryOrg, EVERY_ORG_SCRIPTS, pointAtDonate } from '../support/donate-widget'

// Every public page loads without a console error, a console warning or an uncaught
// exception (a hydration mismatch, a failed request, a runtime error would each show here,
// and each costs Lighthouse's best-practices score). Every.org's widget script is third party:
// no page requests it until the visitor points at Donate (then it is answered with a stand-in).
const publicPages = [
  '/',
  '/about',
  '/services',
  '/services/day-habilitation',
  '/get-involved',
  '/resources',
  '/contact',
  '/blog',
  '/blog/celebrating-our-nonprofit-recognition',
  '/events',
  '/events/family-resource-fair',
  '/events/family-resource-fair/register',
  '/donate',
  '/sitemap',
  '/privacy',
  '/terms',
  '/accessibility',
]

for (const path of publicPages) {
  test(`${path} logs no error or warning`, async ({ page }) => {
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
    })
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`))
    await answerEveryOrg(page)
    const widgetRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(EVERY_ORG_SCRIPTS.slice(0, -2))) widgetRequests.push(request.url())
    })
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(widgetRequests).toEqual([])
    await pointAtDonate(page)
    expect(widgetRequests).toHaveLength(1)
    expect(problems).toEqual([])
  })
}
