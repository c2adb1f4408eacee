// 100 visitors register at once, each on its own connection, for an event with 20 seats.
// Every request brings one guest, so exactly 10 registrations (20 seats) may succeed.
import postgres from 'postgres'
import { afterAll, expect, it } from 'vitest'
import { inject } from 'vitest'
import { createEvent, superuser } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

it('never oversells: 100 parallel registrations for 20 seats fill exactly 20 seats', async () => {
  const eventId = await createEvent(sql, { capacity: 20 })
  const clients = Array.from({ length: 100 }, () => postgres(inject('dbUrl'), { max: 1, onnotice: () => {} }))
  try {
    // open every connection first so the calls really overlap
    await Promise.all(clients.map((c) => c`select 1`))
    const results = await Promise.all(
      clients.map((c, i) =>
        c.begin(async (tx) => {
          await tx`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`
          const [row] = await tx`select public.register_for_event(${eventId}, ${`Visitor ${i}`},
            ${`visitor${i}@example.com`}, null, 1, null, null) as r`
          return row!.r as { result: string; seatsLeft?: number }
        }),
      ),
    )
    const registered = results.filter((r) => r.result === 'registered')
    const refused = results.filter((r) => r.result !== 'registered')
    expect(registered).toHaveLength(10)
    expect(refused).toHaveLength(90)
    expect(refused.every((r) => r.result === 'full' && r.seatsLeft === 0)).toBe(true)
    expect(registered.map((r) => r.seatsLeft).sort((a, b) => a! - b!)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18])

    const [row] = await sql<{ seats: number; rows: number; mails: number }[]>`
      select public.event_seats_taken(${eventId}) as seats,
             (select count(*)::int from public.event_registrations where event_id = ${eventId}) as rows,
             (select count(*)::int from public.email_outbox o join public.event_registrations r
                on o.payload->>'registrationId' = r.id::text where r.event_id = ${eventId}) as mails`
    expect(row).toEqual({ seats: 20, rows: 10, mails: 10 })
  } finally {
    await Promise.all(clients.map((c) => c.end()))
    await sql`delete from public.email_outbox where payload->>'registrationId' in
      (select id::text from public.event_registrations where event_id = ${eventId})`
    await sql`delete from public.events where id = ${eventId}`
  }
})
