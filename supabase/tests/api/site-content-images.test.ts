// Library images on the site's own content (issue 33 item 5) on the real function: the seeded hero
// slides answer their drawn images; a board member's photo, a partner's logo and an accreditation's
// badge are saved by id (an unknown one, or an unpublished one on a published row, is a 400 under
// the field), answered by /api/pages/* only while visitors may see the image, named by the media
// library's where-used list, and keep the image from being deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { FEATURED_IMAGE_MESSAGES } from '../../functions/_shared/contract/featured-image.ts'
import { MEDIA_MESSAGES } from '../../functions/_shared/contract/admin-media.ts'
import { anon, signedIn, type Session } from './cms-session.ts'
import { libraryImage, publicImage, RELEASE } from './media-images.ts'

let sql: Sql
let admin: Session
beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
})
afterAll(() => sql.end())

const suffix = () => Math.random().toString(36).slice(2, 8)

describe('library images on the site content', () => {
  it('answers the seeded hero slides with their drawn images in every width', async () => {
    const home = await anon()('GET', '/pages/home')
    const slides = home.body.collections['hero-slides'] as { image: { alt: string; width: number; files: { url: string; width: number }[]; social: unknown } }[]
    expect(slides).toHaveLength(4)
    for (const slide of slides) {
      expect(slide.image).toMatchObject({ alt: expect.stringMatching(/^Illustration of /), width: 1920, height: 1080, social: { width: 1200, height: 630 } })
      expect(slide.image.files.map((f) => f.width)).toEqual([480, 960, 1600, 1920])
      expect(slide.image.files.every((f) => /^\/media\/[0-9a-f-]{36}\.webp$/.test(f.url))).toBe(true)
    }
  })

  it('answers a board member’s photo on the About page until its release is withdrawn', async () => {
    const photo = await libraryImage(admin, { alt: 'A board member smiling by a window', showsPeople: true, release: RELEASE, published: true })
    const created = await admin.call('POST', '/admin/content/board-members', { name: `Avery Test ${suffix()}`, role: 'Trustee', photoId: photo.id })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.photoId).toBe(photo.id)
    try {
      const member = async () => (await anon()('GET', '/pages/about')).body.collections['board-members'].find((m: { id: string }) => m.id === created.body.id)
      expect((await member()).photo).toEqual(publicImage(photo, 'A board member smiling by a window'))
      expect((await admin.call('PATCH', `/admin/media/${photo.id}`, { withdrawRelease: true })).status).toBe(200)
      const after = await member()
      expect(after.name).toBe(created.body.name)
      expect(after.photo).toBeNull()
    } finally {
      await admin.call('DELETE', `/admin/content/board-members/${created.body.id}`)
    }
  })

  it('refuses an unknown image and an unpublished one on a published row under the field; a draft may carry it', async () => {
    const partner = (fields: Record<string, unknown>) => ({ name: `Partner ${suffix()}`, logoSrc: '/images/partner-nj-ddd.svg', logoWidth: 120, ...fields })
    const unknown = await admin.call('POST', '/admin/content/partners', partner({ logoId: '00000000-0000-4000-8000-000000000000' }))
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ error: FEATURED_IMAGE_MESSAGES.unknown, fieldErrors: { logoId: [FEATURED_IMAGE_MESSAGES.unknown] } })
    const draftImage = await libraryImage(admin, { alt: 'A partner’s mark', published: false })
    const refused = await admin.call('POST', '/admin/content/partners', partner({ logoId: draftImage.id }))
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors).toEqual({ logoId: [FEATURED_IMAGE_MESSAGES.unpublished] })
    const draft = await admin.call('POST', '/admin/content/partners', partner({ logoId: draftImage.id, published: false }))
    expect(draft.status).toBe(201)
    await admin.call('DELETE', `/admin/content/partners/${draft.body.id}`)
  })

  it('names the places an image is used and refuses deleting it until they let it go', async () => {
    const badge = await libraryImage(admin, { alt: 'A round seal', published: true })
    const label = `Seal ${suffix()}`
    const created = await admin.call('POST', '/admin/content/accreditations', { label, detail: 'Test accreditation', badgeSrc: '/images/badge-carf.svg', badgeId: badge.id })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const listed = await admin.call('GET', '/admin/media?q=round%20seal')
    expect(listed.body.find((m: { id: string }) => m.id === badge.id).usedIn).toEqual([{ kind: 'accreditation', id: created.body.id, title: label }])
    const home = await anon()('GET', '/pages/home')
    expect(home.body.collections.accreditations.find((a: { id: string }) => a.id === created.body.id).badge).toEqual(publicImage(badge, 'A round seal'))

    const refused = await admin.call('DELETE', `/admin/media/${badge.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ error: MEDIA_MESSAGES.inUse, usedIn: [{ kind: 'accreditation', id: created.body.id, title: label }] })
    expect((await admin.call('DELETE', `/admin/content/accreditations/${created.body.id}`)).status).toBe(204)
    expect((await admin.call('DELETE', `/admin/media/${badge.id}`)).status).toBe(200)
  })
})
