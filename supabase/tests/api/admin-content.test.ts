import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { anon, signedIn, type Session } from './cms-session.ts'

let sql: Sql
let admin: Session
let user: Session
const suffix = () => randomUUID().slice(0, 8)

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  user = await signedIn(sql)
})
afterAll(() => sql.end())

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title, content: 'First paragraph.\n\nSecond paragraph.', excerpt: 'Short', category: 'success-stories', ...extra,
})

describe('admin blog', () => {
  it('refuses visitors (401) and signed-in non-admins (403)', async () => {
    expect((await anon()('GET', '/admin/blog')).status).toBe(401)
    expect((await user.call('GET', '/admin/blog')).status).toBe(403)
    expect((await user.call('POST', '/admin/blog', post('Sneaky post'))).status).toBe(403)
  })

  it('creates a draft with a slug from the title, publishes it onto the public blog, and unpublishes it', async () => {
    const s = suffix()
    const created = await admin.call('POST', '/admin/blog', post(`Spring Family Day ${s}!`))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ slug: `spring-family-day-${s}`, published: false, publishedAt: null })
    expect((await anon()('GET', `/blog/${created.body.slug}`)).status).toBe(404)

    const published = await admin.call('PATCH', `/admin/blog/${created.body.id}/published`, { published: true })
    expect(published.body.published).toBe(true)
    expect(published.body.publishedAt).not.toBeNull()
    const pub = await anon()('GET', `/blog/${created.body.slug}`)
    expect(pub.status).toBe(200)
    expect(pub.body.content).toContain('Second paragraph.')

    await admin.call('PATCH', `/admin/blog/${created.body.id}/published`, { published: false })
    expect((await anon()('GET', `/blog/${created.body.slug}`)).status).toBe(404)
    const list = await admin.call('GET', '/admin/blog')
    expect(list.body.some((p: { id: string }) => p.id === created.body.id)).toBe(true)
  })

  it('edits a post, rejects a bad slug (400) and a duplicate slug (409) on the slug field', async () => {
    const s = suffix()
    const a = await admin.call('POST', '/admin/blog', post(`Post A ${s}`))
    const b = await admin.call('POST', '/admin/blog', post(`Post B ${s}`))
    const edited = await admin.call('PUT', `/admin/blog/${a.body.id}`, post(`Post A edited ${s}`, { slug: `custom-${s}`, version: a.body.version }))
    expect(edited.body).toMatchObject({ title: `Post A edited ${s}`, slug: `custom-${s}` })

    const bad = await admin.call('PUT', `/admin/blog/${a.body.id}`, post('Whatever', { slug: 'Not A Slug', version: 2 }))
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.slug[0]).toMatch(/lowercase letters/)

    const dup = await admin.call('PUT', `/admin/blog/${b.body.id}`, post('Post B', { slug: `custom-${s}`, version: b.body.version }))
    expect(dup.status).toBe(409)
    expect(dup.body.fieldErrors.slug).toEqual(['That slug is already in use'])
  })

  it('answers 400 for missing content, 404 for unknown and malformed ids', async () => {
    const missing = await admin.call('POST', '/admin/blog', { title: 'No content here' })
    expect(missing.status).toBe(400)
    expect(missing.body.fieldErrors.content).toEqual(['Content is required'])
    expect((await admin.call('PUT', `/admin/blog/${randomUUID()}`, post('Nobody home', { version: 1 }))).status).toBe(404)
    expect((await admin.call('PATCH', '/admin/blog/not-a-uuid/published', { published: true })).status).toBe(404)
  })
})

describe('admin events', () => {
  const event = (title: string, extra: Record<string, unknown> = {}) => ({
    title, description: 'Line one\nLine two', location: 'Livingston, NJ',
    eventDate: new Date(Date.now() + 20 * 86400_000).toISOString(), maxCapacity: 10, ...extra,
  })

  it('creates, publishes and lists an event with seats taken/left and its registrations', async () => {
    const s = suffix()
    const created = await admin.call('POST', '/admin/events', event(`Sensory Movie Night ${s}`))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ slug: `sensory-movie-night-${s}`, published: false, seatsTaken: 0, seatsLeft: 10, status: 'upcoming' })
    await admin.call('PATCH', `/admin/events/${created.body.id}/published`, { published: true })

    await sql`insert into public.event_registrations (event_id, attendee_name, attendee_email, number_of_guests,
        special_requests, accommodations) values (${created.body.id}, 'Pat Doe', ${`pat-${s}@example.test`}, 2,
        'Front row', 'Wheelchair seating')`

    const list = await admin.call('GET', '/admin/events')
    const mine = list.body.find((e: { id: string }) => e.id === created.body.id)
    expect(mine).toMatchObject({ published: true, seatsTaken: 3, seatsLeft: 7, registrationCount: 1 })

    const regs = await admin.call('GET', `/admin/events/${created.body.id}/registrations`)
    expect(regs.body).toEqual([expect.objectContaining({
      attendeeName: 'Pat Doe', numberOfGuests: 2, specialRequests: 'Front row', accommodations: 'Wheelchair seating',
    })])
    expect((await user.call('GET', `/admin/events/${created.body.id}/registrations`)).status).toBe(403)
    expect((await admin.call('GET', `/admin/events/${randomUUID()}/registrations`)).status).toBe(404)
  })

  it('edits an event and rejects an end before the start and an invalid date', async () => {
    const s = suffix()
    const created = await admin.call('POST', '/admin/events', event(`Walk ${s}`))
    const edited = await admin.call('PUT', `/admin/events/${created.body.id}`, event(`Walk ${s}`, { location: 'Bayonne, NJ', maxCapacity: null, version: created.body.version }))
    expect(edited.body).toMatchObject({ location: 'Bayonne, NJ', maxCapacity: null, seatsLeft: null })
    const backwards = await admin.call('POST', '/admin/events', event(`Walk 2 ${s}`, { endDate: '2020-01-01T00:00:00Z' }))
    expect(backwards.status).toBe(400)
    expect(backwards.body.fieldErrors.endDate).toEqual(['End date must be after the start'])
    const bad = await admin.call('POST', '/admin/events', event(`Walk 3 ${s}`, { eventDate: 'next tuesday' }))
    expect(bad.body.fieldErrors.eventDate).toEqual(['Event date must be a valid date and time'])
  })
})

describe('admin services', () => {
  const service = (title: string, extra: Record<string, unknown> = {}) => ({
    title, description: 'Short description', overview: 'Overview', approach: 'Approach',
    keyComponents: [{ name: 'Planning', description: 'Person-centred planning' }],
    staffTraining: 'Training', goals: 'Goals', commitment: 'Commitment', published: false, ...extra,
  })

  it('creates an unpublished service, then publishes it on /api/services with its key components', async () => {
    const s = suffix()
    const created = await admin.call('POST', '/admin/services', service(`Music Therapy ${s}`))
    expect(created.status).toBe(201)
    expect((await anon()('GET', `/services/${created.body.slug}`)).status).toBe(404)
    await admin.call('PATCH', `/admin/services/${created.body.id}/published`, { published: true })
    const pub = await anon()('GET', `/services/music-therapy-${s}`)
    expect(pub.status).toBe(200)
    expect(pub.body.keyComponents).toEqual([{ name: 'Planning', description: 'Person-centred planning' }])
  })

  it("rejects key components that are not name/description objects with SPEC's message", async () => {
    const res = await admin.call('POST', '/admin/services', service(`Bad ${suffix()}`, { keyComponents: [{ name: 'Only a name' }] }))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe("keyComponents must be a valid JSON array of objects with 'name' and 'description' properties")
  })
})
