import { expect, test, type Page } from '../support/test'

test.use({ viewport: { width: 1280, height: 800 } })

/** Which hero image is showing and where the services carousel track is. */
async function positions(page: Page) {
  const hero = await page.locator('img[data-active]').getAttribute('src')
  const track = await page.getByTestId('services-carousel-viewport').locator(':scope > div').evaluate((el) => el.style.transform)
  return { hero, track }
}

async function ready(page: Page) {
  await page.goto('/')
  // The carousel loads as the visitor heads down to it.
  await page.getByRole('region', { name: 'Our Services' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('region', { name: 'Our Services' }).getByRole('link', { name: /^Learn More/ }).first()).toBeVisible()
  await page.mouse.move(5, 790)
}

test('both carousels advance by themselves normally', async ({ page }) => {
  await ready(page)
  const before = await positions(page)
  await page.waitForTimeout(4600)
  const after = await positions(page)
  expect(after.hero).not.toBe(before.hero)
  expect(after.track).not.toBe(before.track)
})

test('neither carousel moves under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await ready(page)
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Play services carousel' })).toBeVisible()
  const before = await positions(page)
  await page.waitForTimeout(4600)
  expect(await positions(page)).toEqual(before)
})

test('the pause buttons stop both carousels', async ({ page }) => {
  await ready(page)
  await page.getByRole('button', { name: 'Pause slideshow' }).click()
  await page.getByRole('button', { name: 'Pause services carousel' }).click()
  await page.mouse.move(5, 790)
  const before = await positions(page)
  await page.waitForTimeout(4600)
  expect(await positions(page)).toEqual(before)
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
})
