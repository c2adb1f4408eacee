import { expect, test } from '../support/test'

const pages: [path: string, title: string][] = [
  ['/about', 'About Us'],
  ['/get-involved', 'Get Involved - Careers & Volunteer Opportunities'],
  ['/resources', 'Resources & Information'],
  ['/contact', 'Contact Us'],
  ['/sitemap', 'Site Map'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/accessibility', 'Accessibility Statement'],
]

for (const [path, title] of pages) {
  test(`${path} loads with its own title and one main heading`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')} \\| `))
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1)
  })
}

test('the FAQ accordion opens one question at a time, by mouse and keyboard', async ({ page }) => {
  await page.goto('/resources')
  const faq = page.locator('#faq')
  const questions = faq.getByRole('button')
  await expect(questions).toHaveCount(8)
  const first = questions.nth(0)
  const second = questions.nth(1)

  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.getByText(/Each plan is built around the person/)).toBeVisible()

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'false')

  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(second).toBeFocused()
  await page.keyboard.press('Space')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
})

test('external resources open in a new tab', async ({ page }) => {
  await page.goto('/resources')
  const links = page.getByRole('link', { name: /^Visit Website/ })
  await expect(links).toHaveCount(6)
  await expect(links.first()).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: '(609) 956-1976' })).toHaveAttribute('href', 'tel:+16099561976')
})
