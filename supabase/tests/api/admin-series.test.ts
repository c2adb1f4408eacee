// Staff's event series on the real function (issue 61 item 1): a rule that makes no good series is
// refused in the staff's words and creates nothing; the preview names the months a rule on the 31st
// skips; a series is its dates, each an event with its history, at the same New Jersey time on both
// sides of the March change; "this and following" changes the date and the later ones, never the
// earlier ones, translations included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { adminSeriesSchema, SERIES_MESSAGES, seriesPreviewSchema } from '../../functions/_shared/contract/series.ts'
import { anon, signedIn, type Session } from './cms-session.ts'

let sql: Sql
let admin: Session
let member: Session
const s = Math.random().toString(36).slice(2, 8)
const nextYear = new Date().getUTCFullYear() + 1
const made: string[] = []

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  member = await signedIn(sql)
})
afterAll(async () => {
  await sql`delete from public.content_translations where subject = 'events' and subject_key in
    (select id::text from public.events where series_id = any(${made}::uuid[]))`
  await sql`delete from public.events where series_id = any(${made}::uuid[])`
  await sql`delete from public.event_series where id = any(${made}::uuid[])`
  await sql.end()
})

const weekly = (fields: Record<string, unknown> = {}) => ({
  frequency: 'weekly', interval: 1, weekdays: ['TU'], startDate: `${nextYear}-02-02`, startTime: '18:30', durationMinutes: 90,
  ends: { kind: 'count', count: 8 }, ...fields,
})
const template = (title: string) => ({
  title, description: 'Parents meet, talk and share what works.', location: 'Livingston Community Center',
  eventDate: new Date().toISOString(), maxCapacity: 12, published: true,
})
const localTime = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))
const localDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso))

async function createSeries(title: string, recurrence = weekly()) {
  const res = await admin.call('POST', '/admin/series', { recurrence, event: template(title) })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  made.push(res.body.seriesId)
  return res.body as { seriesId: string; slug: string; eventIds: string[] }
}

describe('a rule that makes no good series', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['no weekday', weekly({ weekdays: [] }), SERIES_MESSAGES.chooseWeekday],
    ['an end before the start', weekly({ ends: { kind: 'until', until: `${nextYear}-01-15` } }), SERIES_MESSAGES.endsBeforeStart],
    ['more than 200 dates', weekly({ weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], ends: { kind: 'until', until: `${nextYear + 1}-12-31` } }), SERIES_MESSAGES.tooManyDates],
    ['a count over 200', weekly({ ends: { kind: 'count', count: 201 } }), SERIES_MESSAGES.tooManyDates],
    ['no date at all', weekly({ startDate: `${nextYear}-02-03`, ends: { kind: 'until', until: `${nextYear}-02-06` }, weekdays: ['MO'] }), SERIES_MESSAGES.noDates],
  ]
  for (const [what, recurrence, message] of refusals) {
    it(`is refused with its reason (${what}), in the preview and on save, and creates nothing`, async () => {
      const preview = await admin.call('POST', '/admin/series/preview', { recurrence })
      expect(preview.status).toBe(400)
      expect(JSON.stringify(preview.body.fieldErrors)).toContain(message)
      const title = `Refused series ${s} ${what}`
      const created = await admin.call('POST', '/admin/series', { recurrence, event: template(title) })
      expect(created.status).toBe(400)
      expect(created.body.message).toBe(message)
      expect(await sql`select 1 from public.events where title = ${title}`).toHaveLength(0)
      expect(await sql`select 1 from public.event_series where slug like ${`refused-series-${s}%`}`).toHaveLength(0)
    })
  }

  it('names the months a rule on the 31st skips before anything is saved', async () => {
    const res = await admin.call('POST', '/admin/series/preview', {
      recurrence: weekly({ frequency: 'monthly', monthlyBy: 'date', startDate: `${nextYear}-01-31`, ends: { kind: 'until', until: `${nextYear}-07-31` } }),
    })
    expect(res.status).toBe(200)
    const preview = seriesPreviewSchema.parse(res.body)
    expect(preview.skippedMonths).toEqual([`${nextYear}-02`, `${nextYear}-04`, `${nextYear}-06`])
    expect(preview.notice).toBe(`This series skips February ${nextYear}, April ${nextYear} and June ${nextYear}: they have no 31st.`)
    expect(preview.dates.map(localDay)).toEqual([1, 3, 5, 7].map((m) => `${nextYear}-0${m}-31`))
    expect(preview.rrule).toMatch(/^RRULE:FREQ=MONTHLY;/)
  })

  it('is for staff only', async () => {
    expect((await anon()('POST', '/admin/series/preview', { recurrence: weekly() })).status).toBe(401)
    expect((await member.call('POST', '/admin/series', { recurrence: weekly(), event: template('No') })).status).toBe(403)
  })
})

describe('a new series', () => {
  it('is one event per date, each at 6:30 PM New Jersey time across the March change, with its history', async () => {
    const title = `Parent Support Group ${s}`
    // eight Tuesdays from early February: the clocks change in between
    const created = await createSeries(title)
    expect(created.eventIds).toHaveLength(8)
    expect(created.slug).toBe(`parent-support-group-${s}`)
    const rows = await sql<{ id: string; event_date: Date; end_date: Date; series_date: string; slug: string; max_capacity: number }[]>`
      select id::text, event_date, end_date, series_date::text, slug, max_capacity from public.events
      where series_id = ${created.seriesId} order by event_date`
    expect(rows.map((r) => r.id)).toEqual(created.eventIds)
    expect(rows.every((r) => localTime(r.event_date.toISOString()) === '18:30')).toBe(true)
    expect(new Set(rows.map((r) => r.event_date.getUTCHours()))).toEqual(new Set([23, 22]))
    expect(rows.every((r) => r.end_date.getTime() - r.event_date.getTime() === 90 * 60_000)).toBe(true)
    expect(rows.every((r) => r.series_date === localDay(r.event_date.toISOString()) && r.slug === `${created.slug}-${r.series_date}`)).toBe(true)
    expect(rows.every((r) => r.max_capacity === 12)).toBe(true)
    // made as any event is: each has its first revision
    const revisions = await sql`select 1 from public.content_revisions where table_name = 'events' and row_key = any(${created.eventIds})`
    expect(revisions).toHaveLength(8)

    const res = await admin.call('GET', `/admin/series/${created.seriesId}`)
    expect(res.status).toBe(200)
    const series = adminSeriesSchema.parse(res.body)
    expect(series.dates.map((d) => d.eventId)).toEqual(created.eventIds)
    expect(series.dates.every((d) => !d.cancelled && d.seatsTaken === 0)).toBe(true)
    expect(series.rrule).toBe('RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=8;BYDAY=TU')
    expect((await admin.call('GET', `/admin/series/${crypto.randomUUID()}`)).status).toBe(404)
  })

  it('with a slug already taken is refused on the slug and leaves nothing behind', async () => {
    const title = `Taken series ${s}`
    await createSeries(title, weekly({ ends: { kind: 'count', count: 2 } }))
    const again = await admin.call('POST', '/admin/series', { recurrence: weekly({ ends: { kind: 'count', count: 2 } }), event: template(title) })
    expect(again.status).toBe(409)
    expect(again.body.fieldErrors.slug).toBeDefined()
    expect(await sql`select 1 from public.events where title = ${title}`).toHaveLength(2)
  })
})

describe('"this and following"', () => {
  it('changes the date and every later one (content, time of day, Spanish), never the earlier ones', async () => {
    const title = `Social Skills ${s}`
    const { eventIds } = await createSeries(title, weekly({ ends: { kind: 'count', count: 4 } }))
    const [, second] = eventIds
    await sql`insert into public.content_translations (subject, subject_key, locale, fields, source, status)
      values ('events', ${second!}, 'es', ${sql.json({ title: 'Habilidades sociales' })}, ${sql.json({ title })}, 'published')`
    const [row] = await sql<{ version: number; event_date: Date; slug: string }[]>`
      select version, event_date, slug from public.events where id = ${second!}`
    // the same day, at 7:00 PM New Jersey time instead of 6:30 PM, two hours long
    const start = new Date(row!.event_date.getTime() + 30 * 60_000)
    const edit = { ...template(`${title} (new room)`), slug: row!.slug, location: 'Room 2', eventDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 3600_000).toISOString() }

    const stale = await admin.call('POST', `/admin/events/${second}/following`, { version: row!.version + 1, event: edit })
    expect(stale.status).toBe(409)
    const res = await admin.call('POST', `/admin/events/${second}/following`, { version: row!.version, event: edit })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ updated: 3 })

    const rows = await sql<{ id: string; title: string; location: string; event_date: Date; end_date: Date; series_date: string }[]>`
      select id::text, title, location, event_date, end_date, series_date::text from public.events where id = any(${eventIds}) order by series_date`
    expect(rows[0]).toMatchObject({ title, location: 'Livingston Community Center' })
    expect(localTime(rows[0]!.event_date.toISOString())).toBe('18:30')
    for (const later of rows.slice(1)) {
      expect(later).toMatchObject({ title: `${title} (new room)`, location: 'Room 2' })
      expect(localTime(later.event_date.toISOString())).toBe('19:00')
      expect(localDay(later.event_date.toISOString())).toBe(later.series_date)
      expect(later.end_date.getTime() - later.event_date.getTime()).toBe(2 * 3600_000)
    }
    const spanish = await sql<{ key: string }[]>`select subject_key as key from public.content_translations
      where subject = 'events' and subject_key = any(${eventIds}) and fields->>'title' = 'Habilidades sociales' order by subject_key`
    expect(spanish.map((t) => t.key).sort()).toEqual(eventIds.slice(1).sort())
  })

  it('is refused for an event outside a series', async () => {
    const [event] = await sql<{ id: string; version: number }[]>`insert into public.events (slug, title, description, location, event_date, published)
      values (${`lone-${s}`}, 'Lone event', 'd', 'Livingston, NJ', now() + interval '30 days', true) returning id::text, version`
    try {
      const res = await admin.call('POST', `/admin/events/${event!.id}/following`, { version: event!.version, event: template('Lone event') })
      expect(res.status).toBe(400)
      expect(res.body.error).toBe('This event is not a date of a series.')
    } finally {
      await sql`delete from public.events where id = ${event!.id}`
    }
  })
})
