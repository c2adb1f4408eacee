// The controls a visitor meets first, pressed before the page's code has started (issue 56): in
// the HTML the build writes, each is a link that leads where the control would (Services to the
// services list, the phone's menu button to the site map, a donation amount to the page with that
// amount chosen), and the app, once it runs, makes it the control again.
import type { Page } from '@playwright/test'
import { holdCode } from '../support/hold-code'
import { expect, test } from '../support/test'

const notStarted = (page: Page) => expect(page.locator('html[data-app-started]')).toHaveCount(0)

test('Services in the header, pressed before the code runs, opens the services list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const code = await holdCode(page)
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  await page.getByRole('banner').getByRole('button', { name: 'Services' }).click()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await notStarted(page)
  await code.release()
})

test("the phone's menu button, pressed before the code runs, opens the site map; once it runs, the menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const code = await holdCode(page)
  await page.goto('/es/about', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: 'Abrir el menú' }).click()
  await expect(page).toHaveURL(/\/es\/sitemap$/)
  await notStarted(page)
  await code.release()
  await expect(page.locator('html[data-app-started]')).toHaveCount(1)
  await page.getByRole('button', { name: 'Abrir el menú' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page).toHaveURL(/\/es\/sitemap$/)
})

test('a donation amount chosen before the code runs is the one chosen once it runs', async ({ page }) => {
  const code = await holdCode(page)
  await page.goto('/donate', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: /^\$250 / }).click()
  await expect(page).toHaveURL(/\/donate\?amount=250$/)
  await notStarted(page)
  await code.release()
  await expect(page.locator('html[data-app-started]')).toHaveCount(1)
  await expect(page.getByRole('button', { name: /^\$250 / })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: /^\$100 / })).toHaveAttribute('aria-pressed', 'false')
  // from then on a press chooses in place, without loading the page again
  await page.getByRole('button', { name: /^\$100 / }).click()
  await expect(page.getByRole('button', { name: /^\$100 / })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/donate\?amount=250$/)
})
