// Featured images on events and services (issue 33 item 5) on the real function, as on posts
// (featured-images.test.ts): the admin's forms save an image's id, an unknown id is a 400, a
// published event or service carries only an image visitors may see (a draft may carry any), the
// public list and page answer the image until its release is withdrawn, and the Media Library
// lists the event and the service where the image is used and refuses to delete it.
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

const suffix = () => Math.random().toString(36).slice(2, 8)
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString()

const kinds = [
  {
    kind: 'event', admin: '/admin/events', table: 'events', public: '/events',
    body: (fields: Record<string, unknown>) => ({
      title: `Garden Workshop ${suffix()}`, description: 'Planting tulips together.', location: 'Community garden, Livingston, NJ',
      eventDate: inAMonth(), published: true, ...fields,
    }),
  },
  {
    kind: 'service', admin: '/admin/services', table: 'services', public: '/services',
    body: (fields: Record<string, unknown>) => ({
      title: `Garden Club ${suffix()}`, description: 'Gardening with friends.', overview: 'We garden.', approach: 'Hands on.',
      keyComponents: [{ name: 'Planting', description: 'Bulbs in autumn' }], staffTraining: 'Trained staff.',
      goals: 'Green thumbs.', commitment: 'Every week.', published: true, ...fields,
    }),
  },
] as const

describe.each(kinds)('featured images on $kind', (k) => {
  const image = (fields: Record<string, unknown>) => libraryImage(admin, fields)
  const stored = async (title: string) => sql.unsafe(`select featured_image_id from public.${k.table} where title = $1`, [title])

  it('refuses an unknown image with a 400 in the admin’s words, and stores nothing', async () => {
    const body = k.body({ featuredImageId: '00000000-0000-4000-8000-000000000000' })
    const res = await admin.call('POST', k.admin, body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: FEATURED_IMAGE_MESSAGES.unknown, fieldErrors: { featuredImageId: [FEATURED_IMAGE_MESSAGES.unknown] } })
    expect(await stored(body.title)).toHaveLength(0)
    const malformed = await admin.call('POST', k.admin, k.body({ featuredImageId: 'not-a-uuid' }))
    expect(malformed.status).toBe(400)
    expect(malformed.body.fieldErrors).toHaveProperty('featuredImageId')
  })

  it('lets a draft carry an unpublished image, but not a published one, nor publishing it later', async () => {
    const { id } = await image({ alt: 'Tulips in a raised bed', published: false })
    const refused = await admin.call('POST', k.admin, k.body({ featuredImageId: id }))
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe(FEATURED_IMAGE_MESSAGES.unpublished)
    const draft = await admin.call('POST', k.admin, k.body({ featuredImageId: id, published: false }))
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    expect(draft.body.featuredImageId).toBe(id)
    const publish = await admin.call('PATCH', `${k.admin}/${draft.body.id}/published`, { published: true })
    expect(publish.status).toBe(400)
    expect(publish.body.error).toBe(FEATURED_IMAGE_MESSAGES.unpublished)
    const edit = await admin.call('PUT', `${k.admin}/${draft.body.id}`, { ...k.body({ featuredImageId: id }), slug: draft.body.slug, version: draft.body.version })
    expect(edit.status).toBe(400)
    expect((await admin.call('GET', k.admin)).body.find((r: { id: string }) => r.id === draft.body.id).published).toBe(false)
  })

  it('answers the image in the public list and page, none once removed', async () => {
    const tulips = await image({ alt: 'Tulips in a raised bed', published: true })
    const created = await admin.call('POST', k.admin, k.body({ featuredImageId: tulips.id }))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const expected = publicImage(tulips, 'Tulips in a raised bed')
    expect((await anon()('GET', `${k.public}/${created.body.slug}`)).body.featuredImage).toEqual(expected)
    const list = await anon()('GET', k.public)
    expect(list.body.find((r: { id: string }) => r.id === created.body.id).featuredImage).toEqual(expected)
    expect((await admin.call('GET', k.admin)).body.find((r: { id: string }) => r.id === created.body.id).featuredImageId).toBe(tulips.id)

    const cleared = await admin.call('PUT', `${k.admin}/${created.body.id}`, { ...k.body({}), slug: created.body.slug, featuredImageId: null, version: created.body.version })
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200)
    expect(cleared.body.featuredImageId).toBeNull()
    expect((await anon()('GET', `${k.public}/${created.body.slug}`)).body.featuredImage).toBeNull()
  })

  it('answers no image once a photo’s release is withdrawn, to visitors and admins alike', async () => {
    const photo = await image({ alt: 'Two friends watering tulips', showsPeople: true, release: RELEASE, published: true })
    const created = await admin.call('POST', k.admin, k.body({ featuredImageId: photo.id }))
    expect(created.status).toBe(201)
    expect((await anon()('GET', `${k.public}/${created.body.slug}`)).body.featuredImage.alt).toBe('Two friends watering tulips')
    expect((await admin.call('PATCH', `/admin/media/${photo.id}`, { withdrawRelease: true })).status).toBe(200)
    expect((await anon()('GET', `${k.public}/${created.body.slug}`)).body.featuredImage).toBeNull()
    const list = await anon()('GET', k.public)
    expect(list.body.find((r: { id: string }) => r.id === created.body.id).featuredImage).toBeNull()
    expect((await admin.call('GET', `${k.public}/${created.body.slug}`)).body.featuredImage).toBeNull()
  })

  it('is listed where the image is used, and the image cannot be deleted while it is', async () => {
    const img = await image({ alt: 'A watering can', published: true })
    const created = await admin.call('POST', k.admin, k.body({ featuredImageId: img.id }))
    expect(created.status).toBe(201)
    const place = { kind: k.kind, id: created.body.id, title: created.body.title }
    const listed = await admin.call('GET', '/admin/media')
    expect(listed.body.find((m: { id: string }) => m.id === img.id).usedIn).toEqual([place])
    const refused = await admin.call('DELETE', `/admin/media/${img.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.usedIn).toEqual([place])
    expect(await sql`select 1 from public.media_assets where id = ${img.id}`).toHaveLength(1)
  })
})
