// A photo on a post, end to end under the deployed CSP (issue 33, Done means): a portrait phone
// photo with an orientation flag and GPS, and a recorded release, is uploaded through the admin
// area and chosen as a post's featured image; the post's page and its /blog card show it with
// srcset, width and height (files upright, without metadata); the page's og:image is its social
// crop. Withdrawing consent in the Media Library takes it off the public page: the page and its
// og:image fall back at once; the audit trail records the withdrawal. A build renders the post's
// page from the same /api answer, which has no image once the release is withdrawn
// (supabase/tests/api/featured-images.test.ts), so no build runs here.
import { expect, test, type Page } from '../support/test'
import { axeViolations } from '../support/axe'
import { slugify } from '../../supabase/functions/_shared/contract/admin-content.ts'
import { sniffImage } from '../../supabase/functions/_shared/media/image-bytes'
import { db, openSection, signInToDashboard, unique } from './support'
import { hasMetadataMarkers, uploadToLibrary } from './media-photos'

test.describe.configure({ timeout: 180_000 })
const LOAD = { timeout: 30_000 }

const ogImage = (page: Page) => page.locator('meta[property="og:image"]')

test('a photo on a post: on its page and card with srcset and size, in og:image, gone once consent is withdrawn', async ({ page }) => {
  const alt = `Two friends watering tulips in a raised bed ${unique('')}`
  const title = `Spring Garden Day ${unique('')}`
  const slug = slugify(title)
  await signInToDashboard(page)
  await uploadToLibrary(page, alt, { showsPeople: true })

  await openSection(page, 'Blog')
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByLabel(/^Title/).fill(title)
  await page.getByRole('textbox', { name: /^Content/ }).fill('We planted tulips.\n\nEveryone got their hands dirty.')
  const picker = page.getByRole('combobox', { name: 'Featured image' })
  await expect(picker.getByRole('option', { name: alt })).toHaveCount(1, LOAD)
  await picker.selectOption({ label: alt })
  await expect(page.getByTestId('featured-image-preview')).toBeVisible()
  await page.locator('label').filter({ hasText: /^Published$/ }).click()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible(LOAD)

  // The post's page: the image first, eager, every width in srcset, its size; og:image its crop.
  await page.goto(`/blog/${slug}`)
  const img = page.getByRole('img', { name: alt })
  await expect(img).toBeVisible(LOAD)
  await expect(img).toHaveAttribute('srcset', /^\/media\/[0-9a-f-]{36}\.(webp|jpg) 400w$/)
  await expect(img).toHaveAttribute('width', '400')
  await expect(img).toHaveAttribute('height', '600')
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), LOAD).toBe(true)
  const src = (await img.getAttribute('src'))!
  const stored = await page.request.get(src)
  expect(stored.status()).toBe(200)
  const bytes = await stored.body()
  expect(hasMetadataMarkers(bytes)).toBe(false)
  expect(sniffImage(bytes)).toMatchObject({ width: 400, height: 600, metadata: null })
  await expect(ogImage(page)).toHaveAttribute('content', /\/media\/[0-9a-f-]{36}\.(webp|jpg)$/)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt)
  const social = new URL((await ogImage(page).getAttribute('content'))!).pathname
  expect(sniffImage(await (await page.request.get(social)).body())).toMatchObject({ width: 1200, height: 630, metadata: null })
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.join('\n')).toContain(social)
  expect(await axeViolations(page)).toEqual([])

  // The /blog card.
  await page.goto('/blog')
  const card = page.getByRole('article', { name: title })
  const cardImg = card.getByRole('img', { name: alt })
  await expect(cardImg).toBeVisible(LOAD)
  await expect(cardImg).toHaveAttribute('srcset', / 400w$/)
  await expect(cardImg).toHaveAttribute('width', '400')
  await expect(cardImg).toHaveAttribute('height', '600')

  // The person's guardian withdraws consent.
  await page.goto('/admin/media')
  await page.getByRole('button', { name: `Edit image: ${alt}` }).click()
  await page.getByRole('button', { name: 'Record consent withdrawn' }).click()
  // The form says so once the list is read again after the write (not the button's own words,
  // which matched before the write was made, and the page was left while it was under way).
  await expect(page.getByText('Consent was withdrawn: this photo is not shown on the public site.')).toBeVisible(LOAD)

  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(LOAD)
  await expect(page.getByRole('img', { name: alt })).toHaveCount(0)
  await expect(ogImage(page)).toHaveAttribute('content', /\/og-default\.png$/)
  expect((await page.request.get(social)).status()).toBe(404)

  const sql = db()
  try {
    const entries = await sql<{ action: string }[]>`select a.action from public.audit_log a
      join public.media_assets m on m.id::text = a.record_id where m.alt = ${alt}`
    expect(entries.map((e) => e.action)).toEqual(['media.consent_withdrawn'])
  } finally {
    await sql.end()
  }
})
