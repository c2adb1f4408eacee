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
  // Its links are in the page as built; its buttons work once its code has come and Embla has
  // placed the track (an inline transform), not before: a press on its pause button could be lost.
  await expect.poll(async () => (await positions(page)).track, { timeout: 15_000 }).not.toBe('')
  await page.mouse.move(5, 790)
}

test('both carousels advance by themselves normally', async ({ page }) => {
  await ready(page)
  const before = await positions(page)
  // The services carousel's HTML is in the page before its code (lazy hydration): it starts
  // moving once that code has come, so each is given a few of its turns.
  await expect.poll(async () => (await positions(page)).hero, { timeout: 15_000 }).not.toBe(before.hero)
  await expect.poll(async () => (await positions(page)).track, { timeout: 15_000 }).not.toBe(before.track)
})

test('the services carousel goes on advancing after the window is resized', async ({ page }) => {
  await ready(page)
  // Embla re-initialises on a resize, and its autoplay plugin restarts stopped.
  await page.setViewportSize({ width: 1100, height: 800 })
  await page.mouse.move(5, 790)
  await page.waitForTimeout(1000)
  const before = (await positions(page)).track
  await expect.poll(async () => (await positions(page)).track, { timeout: 15_000 }).not.toBe(before)
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
