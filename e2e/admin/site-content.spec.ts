// The site's content edited in the admin area against the real stack (issue 32 item 3): the
// main phone number changed once shows in the footer, the contact cards and the JSON-LD; a new
// FAQ previewed, saved and on /resources; an earlier version restored; two tabs editing one FAQ
// (the second save gets the 409's words); the jobs reordered with the keyboard; axe on every
// new screen at desktop and phone widths. The public pages are reached from the admin area by
// the site's own links, so they read the content the admin's save left in the app's cache.
import { expect, test, type Page } from '../support/test'
import { axeViolations, axeViolationsAtWidths, DESKTOP_AND_PHONE, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'
import { db, goToScreen, openAsAdmin, signInToDashboard, unique } from './support'

test.describe.configure({ timeout: 180_000 })
const LOAD = { timeout: 30_000 }

const COLLECTION_SECTIONS = [
  ['jobs', 'Jobs'], ['volunteer-roles', 'Volunteer Roles'], ['faqs', 'FAQs'], ['resources', 'External Resources'],
  ['emergency-contacts', 'Emergency Contacts'], ['locations', 'Locations'], ['hero-slides', 'Hero Slides'],
  ['partners', 'Partners'], ['accreditations', 'Accreditations'], ['board-members', 'Board Members'],
] as const
const SCREENS = [
  ...COLLECTION_SECTIONS.map(([path, title]) => [`/admin/content/${path}`, title] as const),
  ['/admin/pages', 'Pages'],
  ['/admin/pages/about', 'About Page'],
  ['/admin/site-settings', 'Site Settings'],
] as const

/** The screen with its content loaded and no toast open (mid-animation, toasts blend colours). */
async function screenReady(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible(LOAD)
  await expect(page.getByText(/^Loading/)).toHaveCount(0, LOAD)
}

async function dismissToasts(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' })
  for (let i = 0; i < 5 && (await dismiss.count()) > 0; i++) await dismiss.first().click({ timeout: 2_000 }).catch(() => {})
  await expect(dismiss).toHaveCount(0, LOAD)
}

/** The JSON-LD blocks in the page now, as the browser holds them. */
const jsonLd = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>))

async function insertFaq(question: string) {
  const sql = db()
  try {
    const [row] = await sql<{ id: string }[]>`insert into public.faqs (question, answer, position, published)
      values (${question}, 'Two people will edit this.', 900, false) returning id::text`
    return row!.id
  } finally {
    await sql.end()
  }
}

async function deleteFaqs(question: string) {
  const sql = db()
  try {
    await sql`delete from public.faqs where question like ${`${question}%`}`
  } finally {
    await sql.end()
  }
}

test('at desktop and phone widths, every content screen has no axe violations', async ({ page }) => {
  test.setTimeout(420_000)
  await signInToDashboard(page)
  for (const [path, heading] of SCREENS) {
    // reached by the sidebar, as on a desktop (the phone's drawer is shell.spec.ts's)
    await page.setViewportSize(DESKTOP_AND_PHONE[0])
    await goToScreen(page, path)
    expect(await axeViolationsAtWidths(page, () => screenReady(page, heading)), path).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  }
})

test('the FAQ form with its messages has no axe violations', async ({ page }) => {
  await openAsAdmin(page, '/admin/content/faqs')
  await screenReady(page, 'FAQs')
  await page.getByRole('button', { name: 'New FAQ' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Question is required')).toBeVisible()
  expect(await axeViolations(page), 'the FAQ form with its messages').toEqual([])
})

test('a staff member changes the main phone once: the footer, the contact cards and the JSON-LD show it; History restores the old one', async ({ page }) => {
  const phone = `(973) 555-${String(Math.floor(1000 + Math.random() * 8999))}`
  await openAsAdmin(page, '/admin/site-settings')
  await screenReady(page, 'Site Settings')
  const mainPhone = page.getByLabel('Main phone')
  const before = await mainPhone.inputValue()
  await mainPhone.fill(phone)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Changes Saved')).toBeVisible(LOAD)

  // the public site, reached by its own links: a document of its own (issue 57), the build's page,
  // whose footer comes to life with the new settings as the visitor reaches it
  await page.getByRole('link', { name: 'View Site' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: `Phone: ${phone}` })).toBeVisible(LOAD)
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible(LOAD)
  await expect(page.getByRole('main').getByRole('link', { name: phone }).first()).toBeVisible()
  await expect.poll(async () => (await jsonLd(page)).find((b) => b['@type'] === 'NGO')?.telephone, LOAD).toBe(phone)

  // an earlier version restored from the History
  await page.goto('/admin/site-settings')
  await screenReady(page, 'Site Settings')
  await expect(page.getByLabel('Main phone')).toHaveValue(phone)
  await page.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: 'History' })
  await expect(history.getByText(/\(current\)/)).toBeVisible(LOAD)
  await dismissToasts(page)
  expect(await axeViolations(page), 'the History dialog').toEqual([])
  await history.getByRole('button', { name: /^Restore version/ }).first().click()
  await expect(page.getByText('Version Restored')).toBeVisible(LOAD)
  await expect(page.getByLabel('Main phone')).toHaveValue(before, LOAD)
})

test('a staff member adds an FAQ, previews it, saves it and sees it on /resources', async ({ page }) => {
  const question = `Do you run a summer program? ${unique('')}`
  try {
    await openAsAdmin(page, '/admin/content/faqs')
    await screenReady(page, 'FAQs')
    await page.getByRole('button', { name: 'New FAQ' }).click()
    await page.getByLabel(/^Question/).fill(question)
    await page.getByLabel(/^Answer/).fill('Yes: six weeks every July and August.')
    await page.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('dialog', { name: 'Preview' })
    // the real /resources page with the unsaved question in its accordion
    await expect(preview.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible(LOAD)
    await preview.getByRole('button', { name: question }).click()
    await expect(preview.getByText('Yes: six weeks every July and August.')).toBeVisible()
    await preview.getByRole('button', { name: 'Close preview' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('FAQ Saved')).toBeVisible(LOAD)
    await expect(page.getByRole('list', { name: 'FAQs' }).getByText(question)).toBeVisible()

    await page.getByRole('link', { name: 'View Site' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Resources', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Resources & Information' })).toBeVisible(LOAD)
    await expect(page.getByRole('button', { name: question })).toBeVisible(LOAD)
  } finally {
    await deleteFaqs(question)
  }
})

test('two tabs edit one FAQ: the second save is refused with the conflict message and overwrites nothing', async ({ page, context }) => {
  const question = `Two tabs ${unique('')}`
  await insertFaq(question)
  try {
    await signInToDashboard(page)
    const other = await context.newPage()
    for (const tab of [page, other]) {
      await tab.goto('/admin/content/faqs')
      await screenReady(tab, 'FAQs')
      await tab.getByRole('button', { name: `Edit ${question}` }).click()
    }
    await page.getByLabel(/^Answer/).fill('Saved first, in the first tab.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('FAQ Saved')).toBeVisible(LOAD)

    await other.getByLabel(/^Answer/).fill('Saved second, from a stale copy.')
    await other.getByRole('button', { name: 'Save' }).click()
    await expect(other.getByRole('alert').filter({ hasText: 'Someone else saved this; reload to see their changes' })).toBeVisible(LOAD)
    expect(await axeViolations(other), 'the conflict message').toEqual([])

    const sql = db()
    try {
      const [row] = await sql<{ answer: string }[]>`select answer from public.faqs where question = ${question}`
      expect(row!.answer).toBe('Saved first, in the first tab.')
    } finally {
      await sql.end()
    }
    // Reload shows the first tab's text
    await other.getByRole('button', { name: 'Reload' }).click()
    await expect(other.getByLabel(/^Answer/)).toHaveValue('Saved first, in the first tab.', LOAD)
  } finally {
    await deleteFaqs(question)
  }
})

test('the jobs are reordered with the keyboard, the move announced and kept', async ({ page }) => {
  await openAsAdmin(page, '/admin/content/jobs')
  await screenReady(page, 'Jobs')
  const items = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem')
  const count = await items.count()
  expect(count).toBeGreaterThan(1)
  const firstTitle = (await items.first().locator('p').first().textContent())!
  const secondTitle = (await items.nth(1).locator('p').first().textContent())!

  const moveDown = page.getByRole('button', { name: `Move ${firstTitle} down` })
  await moveDown.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `Moved to position 2 of ${count}` })).toHaveCount(1)
  await expect(moveDown).toBeFocused()
  await expect(items.nth(1)).toContainText(firstTitle)

  await page.reload()
  await screenReady(page, 'Jobs')
  await expect(items.first()).toContainText(secondTitle, LOAD)
  await expect(items.nth(1)).toContainText(firstTitle)

  // and back, with the keyboard
  await page.getByRole('button', { name: `Move ${firstTitle} up` }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `Moved to position 1 of ${count}` })).toHaveCount(1)
  await page.reload()
  await screenReady(page, 'Jobs')
  await expect(items.first()).toContainText(firstTitle, LOAD)
})
