// Claims of waitlist offers race new registrations and cancellations for the last seats of an
// event, each on its own connection. Offers hold their seats, so every claim succeeds; a seat
// freed when no family is waiting goes to at most one new registration; nothing is oversold.
import postgres from 'postgres'
import { afterAll, expect, it } from 'vitest'
import { inject } from 'vitest'
import { createEvent, superuser } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

type R = { result: string }

it('never oversells: 5 claims, 4 cancellations and 40 registrations at once for a full 20-seat event', async () => {
  const eventId = await createEvent(sql, { capacity: 20 })
  const call = (query: PromiseLike<readonly { r: R }[]>) => Promise.resolve(query).then((rows) => rows[0]!.r)
  const regs: string[] = []
  for (let i = 0; i < 20; i++) {
    const r = await call(sql`select public.register_for_event(${eventId}, ${`Family ${i}`}, ${`f${i}@example.com`},
      null, 0, null, null) as r`) as R & { registrationId: string }
    regs.push(r.registrationId)
  }
  const waiting: string[] = []
  for (let i = 0; i < 8; i++) {
    const r = await call(sql`select public.join_waitlist(${eventId}, ${`Waiting ${i}`}, ${`w${i}@example.com`},
      null, 0, null, null) as r`) as R & { waitlistId: string }
    waiting.push(r.waitlistId)
  }
  // five seats free up and go to the first five families
  for (const id of regs.slice(0, 5)) await sql`select public.cancel_registration(${id})`
  const offered = await sql`select id from public.event_waitlist where event_id = ${eventId} and status = 'offered'`
  expect(offered.map((r) => r.id).sort()).toEqual(waiting.slice(0, 5).sort())

  const clients = Array.from({ length: 49 }, () => postgres(inject('dbUrl'), { max: 1, onnotice: () => {} }))
  try {
    await Promise.all(clients.map((c) => c`select 1`))
    const claims = clients.slice(0, 5).map((c, i) => call(c`select public.claim_waitlist_offer(${waiting[i]!}) as r`))
    const cancels = clients.slice(5, 9).map((c, i) => call(c`select public.cancel_registration(${regs[5 + i]!}) as r`))
    const registrations = clients.slice(9).map((c, i) =>
      c.begin(async (tx) => {
        await tx`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`
        return call(tx`select public.register_for_event(${eventId}, ${`Walk-in ${i}`}, ${`walkin${i}@example.com`},
          null, 0, null, null) as r`)
      }),
    )
    const [claimed, cancelled, registered] = await Promise.all([
      Promise.all(claims), Promise.all(cancels), Promise.all(registrations),
    ])
    expect(claimed.map((r) => r.result)).toEqual(Array(5).fill('claimed'))
    expect(cancelled.map((r) => r.result)).toEqual(Array(4).fill('cancelled'))
    const walkIns = registered.filter((r) => r.result === 'registered').length
    expect(registered.filter((r) => r.result !== 'registered').every((r) => r.result === 'full')).toBe(true)

    const [row] = await sql<{ confirmed: number; held: number; offered: number; claimed: number }[]>`
      select (select coalesce(sum(1 + number_of_guests), 0)::int from public.event_registrations
                where event_id = ${eventId} and status = 'confirmed') as confirmed,
             (select coalesce(sum(1 + number_of_guests), 0)::int from public.event_waitlist
                where event_id = ${eventId} and status = 'offered' and offer_expires_at > now()) as held,
             (select count(*)::int from public.event_waitlist where event_id = ${eventId} and status = 'offered') as offered,
             (select count(*)::int from public.event_waitlist where event_id = ${eventId} and status = 'claimed') as claimed`
    // the three families still waiting were offered three of the four seats freed during the race
    expect(row).toMatchObject({ held: 3, offered: 3, claimed: 5 })
    // 20 − 5 − 4 cancelled + 5 claimed + the walk-ins: at most the one seat no family waited for
    expect(walkIns).toBeLessThanOrEqual(1)
    expect(row!.confirmed).toBe(16 + walkIns)
    expect(row!.confirmed + row!.held).toBeLessThanOrEqual(20)
  } finally {
    await Promise.all(clients.map((c) => c.end()))
    await sql`delete from public.email_outbox where payload->>'registrationId' in
      (select id::text from public.event_registrations where event_id = ${eventId})
      or payload->>'waitlistId' in (select id::text from public.event_waitlist where event_id = ${eventId})`
    await sql`delete from public.events where id = ${eventId}`
  }
})
