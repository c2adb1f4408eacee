// The media library end to end, under the deployed CSP (issue 33): a portrait phone photo whose
// pixels are stored sideways with EXIF Orientation 6 and a GPS position is uploaded through the
// admin area; the files stored are upright, carry no EXIF or XMP, and are served from the site's
// own /media/*; a photo of people cannot be published without a release; axe finds nothing.
import { expect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { sniffImage } from '../../supabase/functions/_shared/media/image-bytes'
import { db, openAsAdmin, unique } from './support'
import { hasMetadataMarkers, sidewaysPhoneJpeg } from './media-photos'

test.describe.configure({ timeout: 180_000 })
const LOAD = { timeout: 30_000 }

test('uploads a sideways phone photo with GPS: stored upright, without metadata, served from /media', async ({ page }) => {
  await openAsAdmin(page, '/admin/media')
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible(LOAD)
  const original = await sidewaysPhoneJpeg(page)
  expect(sniffImage(original)).toMatchObject({ width: 600, height: 400, metadata: 'EXIF' })

  const alt = `A garden path in spring ${unique('m')}`
  await page.getByRole('button', { name: 'Upload Image' }).click()
  const form = page.getByRole('form', { name: 'Upload Image' })
  await form.getByLabel('Photo').setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: original })
  await form.getByLabel(/Alt text/).fill(alt)
  await form.getByText('Published (may appear on the public site)').click()
  expect(await axeViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('list', { name: 'Images' }).getByText(alt)).toBeVisible(LOAD)

  const sql = db()
  try {
    const files = await sql<{ path: string; variant: string; width: number; height: number }[]>`
      select f.path, f.variant, f.width, f.height from public.media_files f join public.media_assets m on m.id = f.media_id
      where m.alt = ${alt} order by f.variant`
    expect(files.map((f) => f.variant).sort()).toEqual(['original', 'social']) // 400 px wide upright: no width below it is made
    for (const f of files) {
      const res = await page.request.get(`/media/${f.path}`)
      expect(res.status(), f.path).toBe(200)
      const bytes = await res.body()
      expect(hasMetadataMarkers(bytes), `${f.variant} carries metadata`).toBe(false)
      const found = sniffImage(bytes)
      expect(found).toMatchObject({ kind: 'image', width: f.width, height: f.height, metadata: null })
      if (f.variant !== 'social') expect(f.width, `${f.variant} is upright`).toBeLessThan(f.height)
    }
    expect(files.find((f) => f.variant === 'original')).toMatchObject({ width: 400, height: 600 })
    expect(files.find((f) => f.variant === 'social')).toMatchObject({ width: 1200, height: 630 })
  } finally {
    await sql.end()
  }
})

test('a photo of people cannot be published without a release; the library passes axe on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openAsAdmin(page, '/admin/media')
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible(LOAD)
  await expect(page.getByText(/^Loading/)).toHaveCount(0, LOAD)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Upload Image' }).click()
  const form = page.getByRole('form', { name: 'Upload Image' })
  await form.getByLabel('Photo').setInputFiles({ name: 'group.jpg', mimeType: 'image/jpeg', buffer: await sidewaysPhoneJpeg(page) })
  await form.getByLabel(/Alt text/).fill('Friends at a picnic table in the park')
  await form.getByText('Shows people').click()
  await form.getByText('Published (may appear on the public site)').click()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Choose the basis of the release')).toBeVisible()
  await expect(form.getByText('Say where the signed form is kept')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
