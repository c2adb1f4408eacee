// The admin door list over HTTP: registrations with check-in, the waitlist, staff cancellation
// (which offers the seats to the waitlist), offering seats and removing families; admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { uniqueEmail } from './accounts.ts'
import { anon, signedIn, type Session } from './cms-session.ts'
import { Client } from './http.ts'

let sql: Sql
let admin: Session
let user: Session

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  user = await signedIn(sql)
})
afterAll(() => sql.end())

/** An event with `capacity` seats, one registration filling them, and two waiting families. */
async function fullEventWithWaitlist(capacity = 2) {
  const [event] = await sql`insert into public.events (slug, title, description, event_date, location, max_capacity, published)
    values (${`door-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`}, 'Door List Night', 'd',
      now() + interval '10 days', 'Livingston, NJ', ${capacity}, true) returning id`
  const id = event!.id as string
  const reg = await new Client().post(`/events/${id}/register`, {
    attendeeName: 'Ana Lopez', attendeeEmail: uniqueEmail('door'), attendeePhone: '2015550123',
    numberOfGuests: capacity - 1, accommodations: 'Wheelchair space',
  })
  const first = await new Client().post(`/events/${id}/waitlist`, { attendeeName: 'Big Family', attendeeEmail: uniqueEmail('big'), numberOfGuests: 5 })
  const second = await new Client().post(`/events/${id}/waitlist`, { attendeeName: 'Small Family', attendeeEmail: uniqueEmail('small'), numberOfGuests: 0 })
  expect([reg.status, first.status, second.status]).toEqual([201, 201, 201])
  return { id, registrationId: reg.body.registrationId as string }
}

describe('door list API', () => {
  it('refuses visitors (401) and signed-in non-admins (403)', async () => {
    const { id, registrationId } = await fullEventWithWaitlist()
    for (const [method, path, body] of [
      ['GET', `/admin/events/${id}/waitlist`, undefined],
      ['PUT', `/admin/events/${id}/registrations/${registrationId}/check-in`, { checkedIn: true }],
      ['POST', `/admin/events/${id}/registrations/${registrationId}/cancel`, undefined],
    ] as const) {
      expect((await anon()(method, path, body)).status, path).toBe(401)
      expect((await user.call(method, path, body)).status, path).toBe(403)
    }
    const [row] = await sql`select status, checked_in_at from public.event_registrations where id = ${registrationId}`
    expect(row).toEqual({ status: 'confirmed', checked_in_at: null })
  })

  it('checks a family in and out; the registrations list carries the arrival time', async () => {
    const { id, registrationId } = await fullEventWithWaitlist()
    const path = `/admin/events/${id}/registrations/${registrationId}/check-in`
    const on = await admin.call('PUT', path, { checkedIn: true })
    expect(on.status).toBe(200)
    expect(Date.parse(on.body.checkedInAt)).toBeGreaterThan(Date.now() - 60_000)
    const list = await admin.call('GET', `/admin/events/${id}/registrations`)
    expect(list.body[0]).toMatchObject({ attendeeName: 'Ana Lopez', checkedInAt: on.body.checkedInAt, accommodations: 'Wheelchair space' })
    expect((await admin.call('PUT', path, { checkedIn: false })).body).toEqual({ checkedInAt: null })
    expect((await admin.call('PUT', path, { checkedIn: 'yes' })).status).toBe(400)
    expect((await admin.call('PUT', `/admin/events/${id}/registrations/00000000-0000-4000-8000-000000000000/check-in`, { checkedIn: true })).status).toBe(404)
  })

  it('staff cancellation frees the seats and offers them to the first waiting family whose party fits', async () => {
    const { id, registrationId } = await fullEventWithWaitlist()
    const before = await admin.call('GET', `/admin/events/${id}/waitlist`)
    expect(before.body.map((w: { attendeeName: string; status: string }) => [w.attendeeName, w.status]))
      .toEqual([['Big Family', 'waiting'], ['Small Family', 'waiting']])
    const cancelled = await admin.call('POST', `/admin/events/${id}/registrations/${registrationId}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.message).toMatch(/offered to the waitlist/)
    const after = await admin.call('GET', `/admin/events/${id}/waitlist`)
    expect(after.body.map((w: { status: string }) => w.status)).toEqual(['waiting', 'offered'])
    expect(after.body[1].offerExpiresAt).not.toBeNull()
    const [mail] = await sql`select kind from public.email_outbox where kind = 'waitlist_offer' and payload->>'waitlistId' = ${after.body[1].id}`
    expect(mail).toEqual({ kind: 'waitlist_offer' })
    const events = await admin.call('GET', '/admin/events')
    expect(events.body.find((e: { id: string }) => e.id === id)).toMatchObject({ seatsTaken: 0, seatsHeld: 1, seatsLeft: 1, waitlistCount: 2 })
    expect((await admin.call('POST', `/admin/events/${id}/registrations/${registrationId}/cancel`)).body.message).toBe('This registration was already cancelled.')
  })

  it('offers seats only when the party fits, and removes families', async () => {
    const { id } = await fullEventWithWaitlist()
    const [big, small] = (await admin.call('GET', `/admin/events/${id}/waitlist`)).body as { id: string }[]
    const refused = await admin.call('POST', `/admin/events/${id}/waitlist/${small!.id}/offer`)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatch(/Not enough free seats for this family \(0 free\)/)
    await sql`update public.events set max_capacity = 3 where id = ${id}` // the trigger offers the small family its seat
    await admin.call('DELETE', `/admin/events/${id}/waitlist/${small!.id}`)
    await sql`update public.events set max_capacity = 8 where id = ${id}`
    const list = (await admin.call('GET', `/admin/events/${id}/waitlist`)).body as { id: string; status: string }[]
    expect(list.map((w) => w.id)).toEqual([big!.id])
    expect(list[0]!.status).toBe('offered') // 6 seats freed by the raise: the big family fits now
    expect((await admin.call('POST', `/admin/events/${id}/waitlist/${big!.id}/offer`)).status).toBe(409)
    expect((await admin.call('DELETE', `/admin/events/${id}/waitlist/${big!.id}`)).status).toBe(200)
    expect((await admin.call('GET', `/admin/events/${id}/waitlist`)).body).toEqual([])
  })
})
