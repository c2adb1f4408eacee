// The admin shell against the real stack: every section is its own route, reached from the
// navigation with the keyboard, on a phone through the drawer, with Back between sections, and
// axe finds nothing on any of them at desktop and phone widths.
import { expect, test, type Page } from '../support/test'
import { axeViolations, axeViolationsAtWidths, DESKTOP_AND_PHONE, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'
import { goToScreen, sectionNav, signInToDashboard } from './support'

test.describe.configure({ timeout: 180_000 })
const LOAD = { timeout: 30_000 }

/** Each section of the shared (super) admin: its path and its page's h1. */
const SECTIONS = [
  ['/admin', 'Customer Relationship Management'],
  ['/admin/contacts', 'Contacts'],
  ['/admin/newsletter', 'Newsletter'],
  ['/admin/donations', 'Donations'],
  ['/admin/events', 'Events'],
  ['/admin/blog', 'Blog'],
  ['/admin/services', 'Services'],
  ['/admin/media', 'Media Library'],
  ['/admin/recipients', 'Notification Recipients'],
  ['/admin/team', 'Team'],
] as const

/** Waits for the section's content, not only its heading: axe should see the page as staff do. */
async function sectionReady(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible(LOAD)
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, LOAD)
  await expect(page.getByText(/^Loading/)).toHaveCount(0, LOAD)
}

const [DESKTOP, PHONE] = DESKTOP_AND_PHONE

test('every section has no axe violations at desktop and phone widths, and marks its link as the current page', async ({ page }) => {
  test.setTimeout(300_000)
  await signInToDashboard(page)
  for (const [path, heading] of SECTIONS) {
    await page.setViewportSize(DESKTOP)
    await goToScreen(page, path)
    await sectionReady(page, heading)
    await expect(sectionNav(page).locator('[aria-current="page"]')).toHaveAttribute('href', path)
    const violations = await axeViolationsAtWidths(page, async (size) => {
      // on a phone the sidebar gives way to the menu button
      if (size === PHONE) await expect(sectionNav(page)).toBeHidden()
      await sectionReady(page, heading)
    })
    expect(violations, path).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  }
})

test('with the keyboard: skip to the content, move between sections, and Back returns', async ({ page }) => {
  await signInToDashboard(page)
  // a fresh load, so the first Tab starts at the top of the document
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeVisible(LOAD)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  const events = sectionNav(page).getByRole('link', { name: 'Events', exact: true })
  await events.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/events$/)
  // the new page's heading takes the focus, so a screen reader starts there
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeFocused(LOAD)
  await expect(events).toHaveAttribute('aria-current', 'page')

  await sectionNav(page).getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible(LOAD)
  await page.goBack()
  await expect(page).toHaveURL(/\/admin\/events$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible(LOAD)
  await page.goBack()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeVisible(LOAD)
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the sections are in a drawer, which has no axe violations open', async ({ page }) => {
    await signInToDashboard(page)
    await expect(sectionNav(page)).toBeHidden()
    await goToScreen(page, '/admin/team')
    await sectionReady(page, 'Team')

    const menuButton = page.getByRole('button', { name: 'Open admin menu' })
    await menuButton.click()
    const drawer = page.getByRole('dialog', { name: 'Admin menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('Team')
    expect(await axeViolations(page), 'the open drawer').toEqual([])
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton).toBeFocused()

    await menuButton.click()
    await drawer.getByRole('link', { name: 'Contacts', exact: true }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/contacts$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible(LOAD)
  })
})
