// 100 families register at once, each on its own connection, for dates of one series (issue 61):
// a third for both dates, a third for the first only, a third for the second only. Each date's
// seats hold on their own (20 and 10), and a family refused one date holds no seat on the other.
import postgres from 'postgres'
import { afterAll, expect, it } from 'vitest'
import { inject } from 'vitest'
import { createEvent, superuser, unique } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

type Answer = { result: string; registrations?: { eventId: string }[]; full?: string[] }

it('holds each date\'s capacity: 100 parallel registrations over two dates of 20 and 10 seats fill exactly 20 and 10', async () => {
  const [series] = await sql<{ id: string }[]>`insert into public.event_series (slug, recurrence, rrule)
    values (${`race-series-${unique()}`}, '{}', 'RRULE:FREQ=WEEKLY;COUNT=2;BYDAY=TU') returning id`
  const first = await createEvent(sql, { capacity: 20 })
  const second = await createEvent(sql, { capacity: 10, startsInHours: 24 * 14 })
  await sql`update public.events set series_id = ${series!.id}, series_date = current_date + 7 where id = ${first}`
  await sql`update public.events set series_id = ${series!.id}, series_date = current_date + 14 where id = ${second}`
  const tag = unique()
  const email = (i: number) => `race-${tag}-${i}@example.com`
  const chosen = (i: number) => [[first, second], [first], [second]][i % 3]!
  const clients = Array.from({ length: 100 }, () => postgres(inject('dbUrl'), { max: 1, onnotice: () => {} }))
  try {
    await Promise.all(clients.map((c) => c`select 1`))
    const results = await Promise.all(clients.map((c, i) => c.begin(async (tx) => {
      await tx`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`
      const [row] = await tx`select public.register_for_series(${series!.id}, ${chosen(i)}::uuid[], ${`Family ${i}`},
        ${email(i)}, null, 0, null, null, 'en') as r`
      return row!.r as Answer
    })))

    expect(results.every((r) => r.result === 'registered' || r.result === 'refused')).toBe(true)
    const [seats] = await sql<{ first: number; second: number }[]>`
      select public.event_seats_taken(${first}) as first, public.event_seats_taken(${second}) as second`
    // more families asked for each date alone than it has seats, so each is full, and never over
    expect(seats).toEqual({ first: 20, second: 10 })
    // all or nothing: a refused family holds nothing, a registered one every date it chose
    const held = await sql<{ email: string; n: number }[]>`select attendee_email as email, count(*)::int as n
      from public.event_registrations where event_id in (${first}, ${second}) group by attendee_email`
    const byEmail = new Map(held.map((r) => [r.email, r.n]))
    results.forEach((r, i) => {
      expect(byEmail.get(email(i)) ?? 0, `family ${i}`).toBe(r.result === 'registered' ? chosen(i).length : 0)
      if (r.result === 'refused') expect(r.full!.length).toBeGreaterThan(0)
    })
    // one confirmation per registered family, none per date
    const registered = results.filter((r) => r.result === 'registered').length
    const [mails] = await sql<{ series: number; single: number }[]>`
      select count(*) filter (where kind = 'series_registration_confirmation')::int as series,
             count(*) filter (where kind = 'registration_confirmation')::int as single
      from public.email_outbox where recipient like ${`race-${tag}-%`}`
    expect(mails).toEqual({ series: registered, single: 0 })
  } finally {
    await Promise.all(clients.map((c) => c.end()))
    await sql`delete from public.email_outbox where recipient like ${`race-${tag}-%`}`
    await sql`delete from public.event_registrations where event_id in (${first}, ${second})`
    await sql`delete from public.events where id in (${first}, ${second})`
    await sql`delete from public.event_series where id = ${series!.id}`
  }
})
