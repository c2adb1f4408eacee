import { expect, test } from '../support/test'
import { axeViolations, axeViolationsAtWidths, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'

const paths = ['/about', '/get-involved', '/resources', '/contact', '/sitemap', '/privacy', '/terms', '/accessibility']
for (const path of paths) {
  test(`${path} has no WCAG 2.2 AA violations at desktop and phone widths`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  })
}

test('the contact form with its errors shown has no violations', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('an opened FAQ answer has no violations', async ({ page }) => {
  await page.goto('/resources')
  await page.locator('#faq').getByRole('button').first().click()
  expect(await axeViolations(page)).toEqual([])
})
