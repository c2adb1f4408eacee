import { expect, test } from '../support/test'
import { axeViolations, axeViolationsAtWidths, DESKTOP_AND_PHONE, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'

const paths = ['/', '/services', '/services/day-habilitation', '/services/housing-program-for-homeless-individuals', '/services/no-such-service', '/no-such-page',
  '/forms/held-confirm?token=x', '/es/forms/held-confirm?token=x']
for (const path of paths) {
  test(`${path} has no WCAG 2.2 AA violations at desktop and phone widths`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    // Home loads its services carousel as the visitor heads down to it.
    if (path === '/') {
      await page.getByRole('region', { name: 'Our Services' }).scrollIntoViewIfNeeded()
      // Its far sections are in the page's HTML first; checked as the visitor uses them, hydrated.
      await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    }
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  })
}

test.describe('open menus', () => {
  test('the open mega-menu has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/services')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click()
    await expect(page.getByRole('link', { name: 'All Services' })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('the open mobile drawer has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Respite Care' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('loading states', () => {
  test.use({ viewport: DESKTOP_AND_PHONE[1] })
  // What a visitor on a slow connection sees for seconds: the pages with their data held back.
  // (The lists, the services and the published posts and events arrive with their data: prerendered.)
  for (const path of ['/blog/any-post', '/events/any-event', '/events/any-event/register']) {
    test(`${path} while its data loads has no violations`, async ({ page }) => {
      await page.route('**/api/**', () => new Promise(() => {}))
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.getByRole('main').locator('[aria-busy="true"], [role="status"]').first()).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
