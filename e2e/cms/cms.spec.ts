import { expect, test, type Page } from '../support/test'
import { axeViolations } from '../support/axe'
import { slugify } from '../../supabase/functions/_shared/contract/admin-content.ts'
import { createAccount, db, openSection, sectionNav, signInToDashboard, startNewEvent, signInWithCode, unique } from '../admin/support'

// The machine runs several suites at once: give the dashboard's first load room.
test.describe.configure({ timeout: 120_000 })
const LOAD = { timeout: 30_000 }

/** axe on the CMS view itself: open toasts are closed first (mid-animation they blend colours). */
async function cmsViewViolations(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' })
  for (let i = 0; i < 5 && (await dismiss.count()) > 0; i++) {
    await dismiss.first().click({ timeout: 2_000 }).catch(() => {})
    await page.waitForTimeout(500)
  }
  await expect(dismiss).toHaveCount(0, { timeout: 20_000 })
  return axeViolations(page)
}

test('an admin publishes a blog post, and it appears on /blog', async ({ page }) => {
  const title = `Harvest Festival Recap ${unique('')}`
  await signInToDashboard(page)
  await openSection(page, 'Blog')
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByLabel(/^Title/).fill(title)
  await page.getByLabel(/^Excerpt/).fill('Pumpkins, music and friends.')
  await page.getByRole('textbox', { name: /^Content/ }).fill('We had a wonderful day.\n\nThank you to every volunteer.')
  expect(await cmsViewViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Save' }).click()

  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row.getByText('Draft')).toBeVisible(LOAD)
  await row.getByRole('button', { name: `Publish ${title}` }).click()
  await expect(row.getByText('Published', { exact: true })).toBeVisible()
  expect(await cmsViewViolations(page)).toEqual([])

  await page.goto('/blog')
  await expect(page.getByText(title).first()).toBeVisible()
  await page.goto(`/blog/${slugify(title)}`)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByText('Thank you to every volunteer.')).toBeVisible()
})

test('a post saved while the list is still loading appears in the list', async ({ page }) => {
  const title = `Spring Picnic Notes ${unique('')}`
  await signInToDashboard(page)
  // the list's first read is sent at once but answers only after the save (a slow connection)
  let held = false
  await page.route('**/api/admin/blog', async (route) => {
    if (route.request().method() !== 'GET' || held) return route.fallback()
    held = true
    const response = await route.fetch()
    await new Promise((resolve) => setTimeout(resolve, 8_000))
    await route.fulfill({ response })
  })
  await openSection(page, 'Blog')
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByLabel(/^Title/).fill(title)
  await page.getByRole('textbox', { name: /^Content/ }).fill('Sandwiches under the oak tree.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Draft')).toBeVisible(LOAD)
})

test('an admin publishes an event, sees it on /events, and reads its registrations on the door list', async ({ page }) => {
  const title = `Sensory Friendly Swim ${unique('')}`
  await signInToDashboard(page)
  await startNewEvent(page, { title, description: 'Quiet pool time.\nLifeguards on duty.', location: 'Livingston, NJ', starts: '2031-07-12T10:00' })
  await page.getByLabel('Maximum capacity').fill('25')
  await page.locator('label').filter({ hasText: /^Published$/ }).click()
  await expect(page.getByLabel('Published')).toBeChecked()
  await page.getByRole('button', { name: 'Save' }).click()

  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row.getByText('0 taken, 25 left of 25')).toBeVisible(LOAD)
  await expect(row.getByText('Published', { exact: true })).toBeVisible()
  expect(await cmsViewViolations(page)).toEqual([])

  // a family registers through the database function the public form uses
  const sql = db()
  try {
    const [event] = await sql<{ id: string }[]>`select id from public.events where title = ${title}`
    await sql`select public.register_for_event(${event!.id}, 'Robin Park', ${`${unique('robin')}@example.org`}, null, 1,
      'Near the shallow end', 'Quiet changing room')`
  } finally {
    await sql.end()
  }
  // the section is its own page: reloading it reads the list again
  await page.reload()
  await expect(row.getByText('2 taken, 23 left of 25')).toBeVisible(LOAD)
  await row.getByRole('button', { name: `Door list for ${title}` }).click()
  const doorList = page.getByRole('region', { name: `Door List: ${title}` })
  await expect(doorList.getByText('Quiet changing room')).toBeVisible()
  expect(await cmsViewViolations(page)).toEqual([])
  const download = page.waitForEvent('download')
  await doorList.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^registrations-sensory-friendly-swim-.*\.csv$/)
  await doorList.getByRole('button', { name: 'Back to Events' }).click()

  await page.goto('/events')
  await expect(page.getByText(title).first()).toBeVisible()
})

test('the Team section is for super_admin only', async ({ page, browser }) => {
  await signInToDashboard(page)
  await openSection(page, 'Team')
  await expect(page.getByRole('table', { name: 'Admin team' })).toBeVisible()
  expect(await cmsViewViolations(page)).toEqual([])

  const plain = await createAccount()
  const other = await browser.newPage()
  try {
    await signInWithCode(other, plain)
    await expect(other.getByRole('tab', { name: /^Contacts/ })).toBeVisible(LOAD)
    await expect(sectionNav(other).getByRole('link', { name: 'Events', exact: true })).toBeVisible()
    await expect(sectionNav(other).getByRole('link', { name: 'Team', exact: true })).toHaveCount(0)
    // typed in by hand, /admin/team sends an admin back to the dashboard
    await other.goto('/admin/team')
    await expect(other).toHaveURL(/\/admin$/, LOAD)
    await expect(other.getByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeVisible(LOAD)
    const answer = await other.request.get('/api/admin/team')
    expect(answer.status()).toBe(403)
  } finally {
    await other.close()
  }
})

test('the Services section, its form with key component rows, and the event form have no axe violations', async ({ page }) => {
  await signInToDashboard(page)
  await openSection(page, 'Services')
  await expect(page.getByRole('table', { name: 'Services' })).toBeVisible(LOAD)
  expect(await cmsViewViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'New Service' }).click()
  await page.getByRole('button', { name: 'Add component' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible()
  expect(await cmsViewViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Cancel' }).click()

  await openSection(page, 'Events')
  await page.getByRole('button', { name: 'New Event' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Event date is required')).toBeVisible()
  expect(await cmsViewViolations(page)).toEqual([])
})
