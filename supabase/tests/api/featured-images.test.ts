// Featured images on posts (issue 33 item 5) on the real function: the admin's form saves an
// image's id, an unknown id is a 400, a published post can carry only an image visitors may see
// (a draft may carry any), and GET /api/blog, /api/blog/{slug} answer the image's widths, size,
// alt and social crop, until its release is withdrawn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { FEATURED_IMAGE_MESSAGES } from '../../functions/_shared/contract/featured-image.ts'
import { anon, signedIn, type Session } from './cms-session.ts'
import { libraryImage, publicImage, RELEASE } from './media-images.ts'

let sql: Sql
let admin: Session
beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
})
afterAll(() => sql.end())

const image = (fields: Record<string, unknown>) => libraryImage(admin, fields)

const post = (fields: Record<string, unknown>) => ({
  title: `Garden day ${Math.random().toString(36).slice(2, 8)}`, content: 'We planted tulips.', published: true, ...fields,
})

describe('featured images on posts', () => {
  it('refuses an unknown image with a 400 in the admin’s words, and stores nothing', async () => {
    const body = post({ featuredImageId: '00000000-0000-4000-8000-000000000000' })
    const res = await admin.call('POST', '/admin/blog', body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: FEATURED_IMAGE_MESSAGES.unknown, fieldErrors: { featuredImageId: [FEATURED_IMAGE_MESSAGES.unknown] } })
    expect(await sql`select 1 from public.blog_posts where title = ${body.title as string}`).toHaveLength(0)
    expect((await admin.call('POST', '/admin/blog', post({ featuredImageId: 'not-a-uuid' }))).status).toBe(400)
  })

  it('lets a draft carry an unpublished image, but not a published post, nor publishing it later', async () => {
    const { id } = await image({ alt: 'Tulips in a raised bed', published: false })
    const refused = await admin.call('POST', '/admin/blog', post({ featuredImageId: id }))
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe(FEATURED_IMAGE_MESSAGES.unpublished)
    const draft = await admin.call('POST', '/admin/blog', post({ featuredImageId: id, published: false }))
    expect(draft.status).toBe(201)
    expect(draft.body.featuredImageId).toBe(id)
    const publish = await admin.call('PATCH', `/admin/blog/${draft.body.id}/published`, { published: true })
    expect(publish.status).toBe(400)
    expect(publish.body.error).toBe(FEATURED_IMAGE_MESSAGES.unpublished)
  })

  it('answers the image with the public post, none once removed from the post', async () => {
    const tulips = await image({ alt: 'Tulips in a raised bed', caption: 'Spring', published: true })
    const created = await admin.call('POST', '/admin/blog', post({ featuredImageId: tulips.id }))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const expected = publicImage(tulips, 'Tulips in a raised bed')
    const one = await anon()('GET', `/blog/${created.body.slug}`)
    expect(one.body.featuredImage).toEqual(expected)
    const list = await anon()('GET', '/blog')
    expect(list.body.find((p: { id: string }) => p.id === created.body.id).featuredImage).toEqual(expected)

    const cleared = await admin.call('PUT', `/admin/blog/${created.body.id}`, { ...post({}), slug: created.body.slug, featuredImageId: null, version: created.body.version })
    expect(cleared.status).toBe(200)
    expect((await anon()('GET', `/blog/${created.body.slug}`)).body.featuredImage).toBeNull()
  })

  it('gives alt "" for a decorative image, and no image once a photo’s release is withdrawn', async () => {
    const decorative = await image({ alt: '', decorative: true, published: true })
    const a = await admin.call('POST', '/admin/blog', post({ featuredImageId: decorative.id }))
    expect((await anon()('GET', `/blog/${a.body.slug}`)).body.featuredImage.alt).toBe('')

    const photo = await image({ alt: 'Two friends watering tulips', showsPeople: true, release: RELEASE, published: true })
    const b = await admin.call('POST', '/admin/blog', post({ featuredImageId: photo.id }))
    expect(b.status).toBe(201)
    expect((await anon()('GET', `/blog/${b.body.slug}`)).body.featuredImage.alt).toBe('Two friends watering tulips')
    expect((await admin.call('PATCH', `/admin/media/${photo.id}`, { withdrawRelease: true })).status).toBe(200)
    expect((await anon()('GET', `/blog/${b.body.slug}`)).body.featuredImage).toBeNull()
    // An admin reading the public answer sees what visitors see.
    expect((await admin.call('GET', `/blog/${b.body.slug}`)).body.featuredImage).toBeNull()
  })
})
