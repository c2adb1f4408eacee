// Deleting posts, events and services, cancelling an event (its families e-mailed), and
// scheduled publishing through /api (issue 32, item 3). The clock moves by setting publish_at.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import type { Rendered } from '../../functions/_shared/mail/templates/context.ts'
import { eventCancelled } from '../../functions/_shared/mail/templates/event-cancelled.ts'
import { anon, signedIn, type Session } from './cms-session.ts'
import { testConfig } from './mail.ts'

let sql: Sql
let admin: Session
let user: Session
const suffix = () => randomUUID().slice(0, 8)
const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString()

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  user = await signedIn(sql)
})
afterAll(() => sql.end())

const post = (title: string, extra: Record<string, unknown> = {}) => ({ title, content: 'A paragraph.', published: true, ...extra })
const event = (title: string, extra: Record<string, unknown> = {}) => ({
  title, description: 'An evening together.', location: 'Livingston, NJ', eventDate: inHours(24 * 10), published: true, ...extra,
})

describe('scheduled publishing', () => {
  it('keeps a scheduled post off /api/blog until its time, and says when it goes live', async () => {
    const publishAt = inHours(2)
    const created = await admin.call('POST', '/admin/blog', post(`Spring Gala ${suffix()}`, { publishAt }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ published: true, publishAt, publishedAt: publishAt })
    const slug = created.body.slug as string
    expect((await anon()('GET', `/blog/${slug}`)).status).toBe(404)
    // admins reading the public API see what visitors see
    expect((await admin.call('GET', `/blog/${slug}`)).status).toBe(404)
    const list = await anon()('GET', '/blog')
    expect(list.body.map((p: { slug: string }) => p.slug)).not.toContain(slug)

    await sql`update public.blog_posts set publish_at = now() - interval '1 second' where id = ${created.body.id}`
    expect((await anon()('GET', `/blog/${slug}`)).status).toBe(200)
  })

  it('keeps a scheduled event off /api/events until its time', async () => {
    const created = await admin.call('POST', '/admin/events', event(`Open House ${suffix()}`, { publishAt: inHours(1) }))
    expect(created.status).toBe(201)
    expect(created.body.publishAt).not.toBeNull()
    expect((await anon()('GET', `/events/${created.body.slug}`)).status).toBe(404)
    await sql`update public.events set publish_at = now() - interval '1 second' where id = ${created.body.id}`
    expect((await anon()('GET', `/events/${created.body.slug}`)).body).toMatchObject({ cancelled: false, registrationOpen: true })
  })

  it('answers 400 with a message for a publish date that is not a date, and clears it when empty', async () => {
    const bad = await admin.call('POST', '/admin/blog', post(`Oops ${suffix()}`, { publishAt: 'next friday' }))
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.publishAt).toEqual(['Publish date must be a valid date and time'])
    const badEvent = await admin.call('POST', '/admin/events', event(`Oops ${suffix()}`, { publishAt: 42 }))
    expect(badEvent.status).toBe(400)
    const now = await admin.call('POST', '/admin/blog', post(`Right away ${suffix()}`, { publishAt: '' }))
    expect(now.body.publishAt).toBeNull()
    expect((await anon()('GET', `/blog/${now.body.slug}`)).status).toBe(200)
  })
})

describe('deleting', () => {
  it('deletes a post and a service for admins only; an unknown id is 404', async () => {
    const created = await admin.call('POST', '/admin/blog', post(`Gone soon ${suffix()}`))
    expect((await user.call('DELETE', `/admin/blog/${created.body.id}`)).status).toBe(403)
    expect((await anon()('DELETE', `/admin/blog/${created.body.id}`)).status).toBe(401)
    const deleted = await admin.call('DELETE', `/admin/blog/${created.body.id}`)
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Post deleted.' } })
    expect((await anon()('GET', `/blog/${created.body.slug}`)).status).toBe(404)
    expect((await admin.call('DELETE', `/admin/blog/${created.body.id}`)).status).toBe(404)
    expect((await admin.call('DELETE', '/admin/blog/not-a-uuid')).status).toBe(404)

    const [service] = await sql<{ id: string }[]>`insert into public.services (slug, title, description, overview,
        approach, key_components, staff_training, goals, commitment)
      values (${`gone-${suffix()}`}, 'Gone', 'd', 'o', 'a', '[{"name":"n","description":"d"}]', 's', 'g', 'c') returning id`
    expect((await admin.call('DELETE', `/admin/services/${service!.id}`)).body).toEqual({ message: 'Service deleted.' })
    expect((await admin.call('DELETE', `/admin/services/${service!.id}`)).status).toBe(404)
  })

  it('refuses (409) to delete an event families registered for; cancelling it e-mails them and marks it cancelled', async () => {
    const created = await admin.call('POST', '/admin/events', event(`Family Picnic ${suffix()}`))
    const id = created.body.id as string
    const reg = await anon()('POST', `/events/${id}/register`, {
      attendeeName: 'Pat Doe', attendeeEmail: `pat-${suffix()}@example.test`, numberOfGuests: 1,
    })
    expect(reg.status).toBe(201)

    const refused = await admin.call('DELETE', `/admin/events/${id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('This event has registrations, so it cannot be deleted. Cancel the event instead: its families will be e-mailed.')

    expect((await user.call('POST', `/admin/events/${id}/cancel`)).status).toBe(403)
    const cancelled = await admin.call('POST', `/admin/events/${id}/cancel`)
    expect(cancelled).toMatchObject({ status: 200, body: { message: 'Event cancelled. 1 family is being e-mailed.' } })
    expect((await admin.call('POST', `/admin/events/${id}/cancel`)).status).toBe(409)

    const pub = await anon()('GET', `/events/${created.body.slug}`)
    expect(pub.body).toMatchObject({ cancelled: true, registrationOpen: false, waitlistOpen: false })
    const again = await anon()('POST', `/events/${id}/register`, { attendeeName: 'Sam Roe', attendeeEmail: `sam-${suffix()}@example.test` })
    expect(again.status).toBe(409)
    const listed = await admin.call('GET', '/admin/events')
    expect(listed.body.find((e: { id: string }) => e.id === id)).toMatchObject({ registrationCount: 0 })
    expect(listed.body.find((e: { id: string }) => e.id === id).cancelledAt).not.toBeNull()

    const [mail] = await sql<{ payload: Record<string, unknown> }[]>`
      select payload from public.email_outbox where kind = 'event_cancelled' and payload ->> 'eventId' = ${id}`
    const rendered = (await eventCancelled(mail!.payload, { sql, config: testConfig() })) as Rendered
    expect(rendered.subject).toMatch(/^Cancelled: Family Picnic/)
    expect(rendered.text).toContain('Hello Pat Doe,')
    expect(rendered.text).toContain('has been cancelled')
    expect(rendered.text).toContain('http://localhost:5173/events')
  })

  it('deletes an event no one registered for; a past event cannot be cancelled; unknown ids are 404', async () => {
    const created = await admin.call('POST', '/admin/events', event(`Quiet Evening ${suffix()}`))
    expect((await admin.call('DELETE', `/admin/events/${created.body.id}`)).body).toEqual({ message: 'Event deleted.' })
    expect((await admin.call('DELETE', `/admin/events/${created.body.id}`)).status).toBe(404)
    expect((await admin.call('POST', `/admin/events/${randomUUID()}/cancel`)).status).toBe(404)
    const past = await admin.call('POST', '/admin/events', event(`Last Year ${suffix()}`, { eventDate: inHours(-48) }))
    const refused = await admin.call('POST', `/admin/events/${past.body.id}/cancel`)
    expect(refused).toMatchObject({ status: 409, body: { error: 'This event has already taken place, so it cannot be cancelled.' } })
  })
})
