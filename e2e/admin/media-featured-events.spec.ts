// Featured images on a service and an event, end to end under the deployed CSP (issue 33 item 5),
// as e2e/admin/media-featured.spec.ts does for a post: an image uploaded through the Media Library
// is chosen in the service form and in the event form; each public page shows it first, eager,
// with srcset, width and height, shares its 1200×630 social crop as og:image with size and alt,
// and names it in the JSON-LD; the /services and /events cards show it too; axe passes on the
// forms and the pages, at desktop and phone widths.
import { expect, test, type Page } from '../support/test'
import { axeViolations } from '../support/axe'
import { slugify } from '../../supabase/functions/_shared/contract/admin-content.ts'
import { sniffImage } from '../../supabase/functions/_shared/media/image-bytes'
import { openSection, signInToDashboard, startNewEvent, unique } from './support'
import { uploadToLibrary } from './media-photos'

test.describe.configure({ timeout: 240_000 })
const LOAD = { timeout: 30_000 }
const PHONE = { width: 390, height: 844 }

/** Chooses the library image in the open form's picker and checks the form with axe. */
async function pickImage(page: Page, alt: string) {
  const picker = page.getByRole('combobox', { name: 'Featured image' })
  await expect(picker.getByRole('option', { name: alt })).toHaveCount(1, LOAD)
  await picker.selectOption({ label: alt })
  await expect(page.getByTestId('featured-image-preview')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
}

const ogImage = (page: Page) => page.locator('meta[property="og:image"]')

/** The page's featured image, eager with its widths and size, og:image its social crop, JSON-LD naming it; axe at both widths. */
async function expectPageImage(page: Page, path: string, alt: string) {
  await page.goto(path)
  const img = page.getByRole('main').getByRole('img', { name: alt })
  await expect(img).toBeVisible(LOAD)
  await expect(img).toHaveAttribute('srcset', /^\/media\/[0-9a-f-]{36}\.(webp|jpg) 400w$/)
  await expect(img).toHaveAttribute('width', '400')
  await expect(img).toHaveAttribute('height', '600')
  await expect(img).toHaveAttribute('loading', 'eager')
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), LOAD).toBe(true)
  await expect(ogImage(page)).toHaveAttribute('content', /\/media\/[0-9a-f-]{36}\.(webp|jpg)$/, LOAD)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt)
  const social = new URL((await ogImage(page).getAttribute('content'))!).pathname
  expect(sniffImage(await (await page.request.get(social)).body())).toMatchObject({ width: 1200, height: 630, metadata: null })
  await expect.poll(async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n'), LOAD)
    .toContain(social)
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize(PHONE)
  await expect(img).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function expectCardImage(page: Page, path: string, card: ReturnType<Page['getByRole']>, alt: string) {
  await page.goto(path)
  const img = card.getByRole('img', { name: alt })
  await img.scrollIntoViewIfNeeded(LOAD)
  await expect(img).toBeVisible(LOAD)
  await expect(img).toHaveAttribute('srcset', / 400w$/)
  await expect(img).toHaveAttribute('width', '400')
  await expect(img).toHaveAttribute('height', '600')
  expect(await axeViolations(page)).toEqual([])
}

test('a library image on a service and an event: pages and cards with srcset and size, og:image, JSON-LD', async ({ page }) => {
  const alt = `A watering can beside a raised bed of tulips ${unique('')}`
  const service = `Garden Club ${unique('')}`
  const event = `Garden Workshop ${unique('')}`
  await signInToDashboard(page)
  await uploadToLibrary(page, alt)

  await openSection(page, 'Services')
  await page.getByRole('button', { name: 'New Service' }).click()
  await page.getByLabel(/^Title/).fill(service)
  for (const [label, text] of [
    ['Description', 'Gardening with friends, every week.'], ['Overview', 'We grow flowers and vegetables together.'],
    ['Approach', 'Hands-on, at each person’s pace.'], ['Staff training', 'Our staff are trained gardeners.'],
    ['Goals', 'Confidence and friendships.'], ['Commitment', 'A place for everyone.'],
  ] as const) await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(text)
  await page.getByLabel(/^Component 1 name/).fill('Planting')
  await page.getByLabel(/^Component 1 description/).fill('Bulbs in the autumn')
  await pickImage(page, alt)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('row', { name: new RegExp(service) })).toBeVisible(LOAD)

  await startNewEvent(page, {
    title: event, description: 'We plant tulips together.\nGloves provided.', location: 'Community garden, Livingston, NJ', starts: '2031-04-12T10:00',
  })
  await pickImage(page, alt)
  await page.locator('label').filter({ hasText: /^Published$/ }).click()
  await expect(page.getByLabel('Published')).toBeChecked()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('row', { name: new RegExp(event) })).toBeVisible(LOAD)

  await expectPageImage(page, `/services/${slugify(service)}`, alt)
  await expectPageImage(page, `/events/${slugify(event)}`, alt)

  const serviceCard = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: service }) })
  await expectCardImage(page, '/services', serviceCard, alt)
  await expectCardImage(page, '/events', page.getByRole('article', { name: event }), alt)
})
