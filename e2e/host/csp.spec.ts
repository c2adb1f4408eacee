// Every public page, the donate step, the event registration journey and the admin area run
// under the deployed Content-Security-Policy (dist/_headers, applied by the local static host:
// scripts/stack/host-serving.ts): the browser reports no violation and logs no error.
import { expect, test, type Page } from '../support/test'
import { sectionNav, signInToDashboard } from '../admin/support'
import { createEvent, db, unique } from '../events/fixtures'
import { pointAtDonate } from '../support/donate-widget'
import { watchPolicy } from '../support/policy'

/** Waits until the page's code runs, and loads the Donate widget under the policy (on intent). */
async function live(page: Page) {
  await pointAtDonate(page)
}

// SPEC §2's route table: each public screen, a detail of each kind, the not-found page.
const publicPages = [
  '/', '/about', '/services', '/services/day-habilitation', '/donate', '/get-involved', '/resources',
  '/contact', '/blog', '/blog/celebrating-our-nonprofit-recognition', '/events', '/events/family-resource-fair',
  '/events/family-resource-fair/register', '/sitemap', '/privacy', '/terms', '/accessibility', '/no-such-page',
  // issue 35: a job opening, the three application forms, the withdraw link's page
  '/jobs/support-coordinator', '/jobs/support-coordinator/apply', '/careers/apply', '/volunteer/apply', '/applications/withdraw?token=x',
]

test('every public page loads without a policy violation or a console error', async ({ page }) => {
  test.setTimeout(180_000)
  const problems = await watchPolicy(page)
  for (const path of publicPages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await live(page)
    await page.waitForLoadState('networkidle')
  }
  expect(problems).toEqual([])
})

test('the donate step runs without a policy violation or a console error', async ({ page }) => {
  const problems = await watchPolicy(page)
  await page.goto('/donate')
  await live(page)
  await page.getByRole('button', { name: /^\$50 / }).click()
  await page.getByRole('textbox', { name: /^Email/ }).fill('someone@example.org')
  await page.getByRole('button', { name: 'Donate $50 Now' }).click()
  // The e2e stack has no Stripe keys: the honest unconfigured state (e2e/donate).
  await expect(page.getByText('Payment Processing Unavailable')).toBeVisible()
  expect(problems).toEqual([])
})

test('registering for an event runs without a policy violation or a console error', async ({ page }) => {
  const sql = db()
  try {
    const problems = await watchPolicy(page)
    const event = await createEvent(sql, { title: `Policy Picnic ${unique('t')}`, inDays: 12, capacity: 5 })
    await page.goto(`/events/${event.slug}`)
    await live(page)
    await page.getByRole('complementary', { name: 'Registration' }).getByRole('link', { name: 'Register Now' }).click()
    await page.getByRole('textbox', { name: /^Full Name/ }).fill('Jamie Rivera')
    await page.getByRole('textbox', { name: /^Email Address/ }).fill(`${unique('policy')}@example.org`)
    await page.getByRole('button', { name: 'Complete Registration' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Registration Confirmed!' })).toBeVisible()
    expect(problems).toEqual([])
  } finally {
    await sql.end()
  }
})

test('the admin area, from sign-in through each tab and section, runs without a policy violation or a console error', async ({ page }) => {
  const problems = await watchPolicy(page)
  for (const path of ['/admin/forgot-password', '/admin/reset-password?token=not-a-real-token']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  await signInToDashboard(page)
  const tabs = page.getByRole('tab')
  for (let index = 0; index < (await tabs.count()); index += 1) {
    const tab = tabs.nth(index)
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`)).toBeVisible()
  }
  const sections = sectionNav(page).getByRole('link')
  for (let index = 0; index < (await sections.count()); index += 1) {
    const link = sections.nth(index)
    await link.click()
    await expect(link).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(problems).toEqual([])
})
