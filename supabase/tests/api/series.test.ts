// A series as visitors meet it on the real function (issue 61 item 1): its page (the dates still to
// come, the schedule in English and Spanish), a family registering for two dates at once (two
// registrations, one mail naming both with an .ics of two VEVENTs, read by ical.js), all or nothing
// when one chosen date is full, dates of another series refused, the form's own post, and a date
// staff cancel: marked on the page and in the calendar feed, refused, and no reminder, while the
// other dates stay as they were.
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { publicSeriesSchema, SERIES_MESSAGES, seriesRegisteredSchema } from '../../functions/_shared/contract/series.ts'
import { eventSchema } from '../../functions/_shared/contract/events.ts'
import { runEventSchedule } from '../../functions/_shared/mail/event-schedule.ts'
import type { MailMessage } from '../../functions/_shared/mail/message.ts'
import { uniqueEmail } from './accounts.ts'
import { signedIn, type Session } from './cms-session.ts'
import { apiUrl, Client, freshIp, ORIGIN } from './http.ts'
import { drain, outboxIds, testConfig } from './mail.ts'

let sql: Sql
let admin: Session
const visitor = new Client()
const s = Math.random().toString(36).slice(2, 8)
const nextYear = new Date().getUTCFullYear() + 1
let series: { seriesId: string; slug: string; eventIds: string[] }
let other: { seriesId: string; slug: string; eventIds: string[] }

async function createSeries(title: string, count: number, capacity: number) {
  const res = await admin.call('POST', '/admin/series', {
    recurrence: { frequency: 'weekly', interval: 1, weekdays: ['TU'], startDate: `${nextYear}-03-02`, startTime: '18:30',
      durationMinutes: 90, ends: { kind: 'count', count } },
    event: { title, description: 'Parents meet, talk and share what works.', location: 'Livingston Community Center',
      eventDate: new Date().toISOString(), maxCapacity: capacity, published: true },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body as typeof series
}

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  series = await createSeries(`Parent Support Group ${s}`, 4, 3)
  other = await createSeries(`Other Group ${s}`, 1, 3)
})
afterAll(async () => {
  const ids = [series.seriesId, other.seriesId]
  await sql`delete from public.email_outbox where payload->>'registrationId' in (select r.id::text from public.event_registrations r
    join public.events e on e.id = r.event_id where e.series_id = any(${ids}::uuid[]))`
  await sql`delete from public.event_registrations where event_id in (select id from public.events where series_id = any(${ids}::uuid[]))`
  await sql`delete from public.events where series_id = any(${ids}::uuid[])`
  await sql`delete from public.event_series where id = any(${ids}::uuid[])`
  await sql.end()
})

const family = (eventIds: string[], email = uniqueEmail('series')) => ({
  eventIds, attendeeName: 'Jordan Rivera', attendeeEmail: email, attendeePhone: '', numberOfGuests: 0,
  specialRequests: '', accommodations: 'A quiet seat near the door', website: '',
})

describe('the series page', () => {
  it('lists the dates to come with the schedule in the page\'s language, each date naming its series', async () => {
    const res = await visitor.get(`/series/${series.slug}`)
    expect(res.status).toBe(200)
    const page = publicSeriesSchema.parse(res.body)
    expect(page).toMatchObject({ slug: series.slug, title: `Parent Support Group ${s}`, schedule: 'Every Tuesday, 6:30 PM' })
    expect(page.rrule).toBe('RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4;BYDAY=TU')
    expect(page.upcoming.map((e) => e.id)).toEqual(series.eventIds)
    expect(page.upcoming.every((e) => e.registrationOpen && e.seatsLeft === 3)).toBe(true)
    expect(page.upcoming[0]!.series).toEqual({ slug: series.slug, title: `Parent Support Group ${s}`, rrule: page.rrule })

    const es = await visitor.get(`/series/${series.slug}?lang=es`)
    expect(es.body.schedule).toBe('Todos los martes, 6:30 p. m.')

    const date = eventSchema.parse((await visitor.get(`/events/${page.upcoming[1]!.slug}`)).body)
    expect(date.series?.slug).toBe(series.slug)
  })

  it('is not found for an unknown slug', async () => {
    const res = await visitor.get(`/series/no-such-series-${s}`)
    expect(res.status).toBe(404)
    expect(res.body.error).toBe(SERIES_MESSAGES.notFound)
  })
})

describe('registering for several dates', () => {
  it('makes one registration per date and sends one mail naming both, with an .ics of two VEVENTs', async () => {
    const email = uniqueEmail('two-dates')
    const [first, second] = series.eventIds
    const res = await visitor.post(`/series/${series.slug}/register`, family([second!, first!], email))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const answer = seriesRegisteredSchema.parse(res.body)
    expect(answer.registrations.map((r) => r.eventId).sort()).toEqual([first!, second!].sort())

    const rows = await sql<{ id: string; event_id: string; locale: string }[]>`select id::text, event_id::text, locale
      from public.event_registrations where attendee_email = ${email} and status = 'confirmed'`
    expect(rows.map((r) => r.event_id).sort()).toEqual([first!, second!].sort())
    expect(await outboxIds(sql, sql`recipient = ${email} and kind = 'registration_confirmation'`)).toEqual([])
    const ids = await outboxIds(sql, sql`recipient = ${email} and kind = 'series_registration_confirmation'`)
    expect(ids).toHaveLength(1)

    const sent: MailMessage[] = []
    expect((await drain(sql, { send: async (m) => { sent.push(m) } }, ids)).sent).toBe(1)
    const mail = sent[0]!
    expect(mail.subject).toBe(`Registration confirmed: Parent Support Group ${s} (2 dates)`)
    const starts = await sql<{ event_date: Date }[]>`select event_date from public.events where id in (${first!}, ${second!}) order by event_date`
    for (const { event_date } of starts) {
      const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'full' }).format(event_date)
      expect(mail.text).toContain(day)
    }
    expect(mail.text.match(/\/events\/cancel\?token=/g)).toHaveLength(2)

    const calendar = new ICAL.Component(ICAL.parse(String(mail.attachments![0]!.content)))
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events).toHaveLength(2)
    expect(events.map((e) => e.startDate.toJSDate().toISOString()).sort()).toEqual(starts.map((r) => r.event_date.toISOString()))
    expect(events.every((e) => e.summary === `Parent Support Group ${s}`)).toBe(true)
  })

  it('stores nothing and names the full date when one chosen date is full (409)', async () => {
    const [, , third, fourth] = series.eventIds
    await sql`update public.events set max_capacity = 1 where id = ${fourth!}`
    expect((await visitor.post(`/series/${series.slug}/register`, family([fourth!]))).status).toBe(201)
    const email = uniqueEmail('all-or-nothing')
    const res = await visitor.post(`/series/${series.slug}/register`, family([third!, fourth!], email))
    expect(res.status).toBe(409)
    expect(res.body.full).toEqual([fourth!])
    expect(res.body.error).toBe('Some of the chosen dates are full or closed. Remove them and try again.')
    expect(await sql`select 1 from public.event_registrations where attendee_email = ${email}`).toHaveLength(0)
    expect(await sql`select 1 from public.email_outbox where recipient = ${email}`).toHaveLength(0)
    await sql`update public.events set max_capacity = 3 where id = ${fourth!}`
  })

  it('refuses a date of another series, and no date at all, in the visitor\'s words (400)', async () => {
    const email = uniqueEmail('wrong-date')
    const wrong = await visitor.post(`/series/${series.slug}/register`, family([series.eventIds[0]!, other.eventIds[0]!], email))
    expect(wrong.status).toBe(400)
    expect(wrong.body.fieldErrors.eventIds).toEqual([SERIES_MESSAGES.dateNotInSeries])
    const none = await visitor.post(`/series/${series.slug}/register`, family([], email))
    expect(none.status).toBe(400)
    expect(none.body.fieldErrors.eventIds).toEqual([SERIES_MESSAGES.chooseDate])
    expect(await sql`select 1 from public.event_registrations where attendee_email = ${email}`).toHaveLength(0)
    expect((await visitor.post(`/series/no-such-series-${s}/register`, family([series.eventIds[0]!]))).status).toBe(404)
  })

  it('takes the form the browser posts itself: without the check it is held, both dates kept', async () => {
    const email = uniqueEmail('native-series')
    const body = new URLSearchParams({ attendeeName: 'Sam Native', attendeeEmail: email, numberOfGuests: '0', website: '', lang: 'es' })
    for (const id of series.eventIds.slice(0, 2)) body.append('eventIds', id)
    const res = await fetch(`${apiUrl()}/series/${series.slug}/register`, {
      method: 'POST', redirect: 'manual', body,
      headers: { origin: ORIGIN, 'x-forwarded-for': freshIp(), accept: 'text/html', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
    })
    await res.body?.cancel()
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(new RegExp(`^${ORIGIN}/es/forms/held#`))
    const [held] = await sql<{ form: string; fields: Record<string, string> }[]>`
      select form, fields from private.held_submissions where email = ${email}`
    expect(held).toMatchObject({ form: 'series_registration', fields: { eventIds: series.eventIds.slice(0, 2).join(','), series: series.slug } })
    expect(await sql`select 1 from public.event_registrations where attendee_email = ${email}`).toHaveLength(0)
    await sql`delete from private.held_submissions where email = ${email}`
  })
})

describe('a cancelled date', () => {
  it('is marked on the page and in the feed, refused, and gets no reminder, while the other dates stay', async () => {
    const [first, second, third] = series.eventIds
    const email = uniqueEmail('reminded')
    expect((await visitor.post(`/series/${series.slug}/register`, family([second!, third!], email))).status).toBe(201)
    const cancel = await admin.call('POST', `/admin/events/${third}/cancel`)
    expect(cancel.status).toBe(200)

    const page = publicSeriesSchema.parse((await visitor.get(`/series/${series.slug}`)).body)
    const shown = (id: string) => page.upcoming.find((e) => e.id === id)!
    expect(shown(third!)).toMatchObject({ cancelled: true, registrationOpen: false, waitlistOpen: false })
    expect(page.upcoming.filter((e) => e.registrationOpen).map((e) => e.id)).toEqual(series.eventIds.filter((id) => id !== third))
    expect(shown(first!)).toMatchObject({ cancelled: false, registrationOpen: true })

    const refused = await visitor.post(`/series/${series.slug}/register`, family([first!, third!]))
    expect(refused.status).toBe(409)
    expect(refused.body.full).toEqual([third!])

    const feed = await visitor.get('/feeds/en/calendar')
    const vevents = new ICAL.Component(ICAL.parse(feed.body as string)).getAllSubcomponents('vevent')
    const status = (id: string) => vevents.find((v) => String(v.getFirstPropertyValue('uid')).startsWith(`${id}@`))?.getFirstPropertyValue('status')
    expect(status(third!)).toBe('CANCELLED')
    expect(status(second!)).toBe('CONFIRMED')

    // both dates brought within the reminder window, the registrations made days before
    await sql`update public.events set event_date = now() + interval '20 hours', end_date = null where id in (${second!}, ${third!})`
    await sql`update public.event_registrations set created_at = now() - interval '5 days' where attendee_email = ${email}`
    await runEventSchedule({ sql, config: testConfig({ REMINDER_HOURS: '24' }) })
    const reminded = await sql<{ event_id: string }[]>`select r.event_id::text from public.email_outbox o
      join public.event_registrations r on o.payload->>'registrationId' = r.id::text
      where o.kind = 'event_reminder' and r.attendee_email = ${email}`
    expect(reminded.map((r) => r.event_id)).toEqual([second!])
  })
})
