// Images of the media library made through the real API for the tests that use them (featured
// images on posts, events and services; site-content images): three small WebP files uploaded
// (POST /admin/media/uploads: a 960×640 original, a 480 px width and a 1200×630 social crop),
// then saved as one image with the fields given (POST /admin/media).
import { expect } from 'vitest'
import type { Session } from './cms-session.ts'
import { webp } from './fixtures/images.ts'

export const RELEASE = { basis: 'signed-release', keptAt: 'Main office, consent binder', scope: 'Website' }

export interface LibraryImage {
  id: string
  files: { path: string; variant: string }[]
}

async function uploaded(admin: Session, width: number, height: number): Promise<string> {
  const res = await admin.call('POST', '/admin/media/uploads', new Blob([webp(width, height)]), { 'content-type': 'image/webp' })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.path
}

/** A 960×640 image with a 480 px width and a social crop, saved with `fields` (alt, published, consent…). */
export async function libraryImage(admin: Session, fields: Record<string, unknown>): Promise<LibraryImage> {
  const files = [
    { path: await uploaded(admin, 960, 640), variant: 'original' },
    { path: await uploaded(admin, 480, 320), variant: 'w480' },
    { path: await uploaded(admin, 1200, 630), variant: 'social' },
  ]
  const res = await admin.call('POST', '/admin/media', { originalName: 'garden.webp', files, ...fields })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.id, files }
}

/** The public answer's form of `image` saved with alt text `alt` (contract/featured-image.ts). */
export function publicImage({ files }: LibraryImage, alt: string) {
  const url = Object.fromEntries(files.map((f) => [f.variant, `/media/${f.path}`]))
  return {
    alt, width: 960, height: 640,
    files: [{ url: url.w480, width: 480, height: 320 }, { url: url.original, width: 960, height: 640 }],
    social: { url: url.social, width: 1200, height: 630 },
  }
}
