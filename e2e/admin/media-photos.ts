// The phone photo the media specs upload: drawn by Chromium, with the EXIF a phone writes.
import { expect, type Page } from '@playwright/test'
import { exifWithGps } from '../../supabase/tests/api/fixtures/images'

/** A 600×400 JPEG drawn by Chromium (a figure standing sideways), with an APP1 EXIF segment (Orientation 6, GPS) spliced in after SOI. */
export async function sidewaysPhoneJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 600
    canvas.height = 400
    const c = canvas.getContext('2d')!
    c.fillStyle = '#8fc1e3'
    c.fillRect(0, 0, 600, 400)
    c.fillStyle = '#2f6b3a'
    c.fillRect(0, 0, 150, 400) // the ground, on the left while the photo lies on its side
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9))
    const bytes = new Uint8Array(await blob.arrayBuffer())
    return btoa(String.fromCharCode(...bytes))
  })
  const jpeg = Buffer.from(base64, 'base64')
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(exifWithGps(6))])
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif])
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)])
}

export const hasMetadataMarkers = (bytes: Buffer) => bytes.includes('Exif\0') || bytes.includes('http://ns.adobe.com/xap') || bytes.includes('8BIM')


/**
 * Uploads the phone photo through the Media Library with `alt`, published; `showsPeople` records
 * it as a photo of people with a signed release from a guardian.
 */
export async function uploadToLibrary(page: Page, alt: string, { showsPeople = false } = {}) {
  const load = { timeout: 30_000 }
  await page.goto('/admin/media')
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible(load)
  await page.getByRole('button', { name: 'Upload Image' }).click()
  const form = page.getByRole('form', { name: 'Upload Image' })
  await form.getByLabel('Photo').setInputFiles({ name: 'IMG_0108.jpg', mimeType: 'image/jpeg', buffer: await sidewaysPhoneJpeg(page) })
  await form.getByLabel(/Alt text/).fill(alt)
  if (showsPeople) {
    await form.getByText('Shows people').click()
    await form.getByLabel('Basis').selectOption({ label: 'Signed release from a parent or guardian' })
    await form.getByLabel('Where the signed form is kept').fill('Main office, consent binder')
    await form.getByLabel('Where the photo may be used').fill('Website and newsletter')
  }
  await form.getByText('Published (may appear on the public site)').click()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('list', { name: 'Images' }).getByText(alt)).toBeVisible(load)
}
