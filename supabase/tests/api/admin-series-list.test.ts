// The staff's events list names the series of each date (issue 61 item 1): the events tab badges a
// date with its series and offers "this and following" on it only, so a single event says none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { adminEventListSchema } from '../../functions/_shared/contract/admin-content.ts'
import { anon, signedIn, type Session } from './cms-session.ts'

let sql: Sql
let admin: Session
const s = Math.random().toString(36).slice(2, 8)
const nextYear = new Date().getUTCFullYear() + 1
let seriesId = ''

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
})
afterAll(async () => {
  await sql`delete from public.events where series_id = ${seriesId}::uuid or title = ${`Single evening ${s}`}`
  await sql`delete from public.event_series where id = ${seriesId}::uuid`
  await sql.end()
})

const template = (title: string) => ({
  title, description: 'Parents meet, talk and share what works.', location: 'Livingston Community Center',
  eventDate: `${nextYear}-03-02T23:30:00.000Z`, maxCapacity: 12, published: false,
})

describe('the admin events list', () => {
  it('gives each date of a series its series (slug, title, rule) and a single event none', async () => {
    const title = `Parents evening ${s}`
    const recurrence = {
      frequency: 'weekly', interval: 1, weekdays: ['TU'], startDate: `${nextYear}-03-02`, startTime: '18:30', durationMinutes: 90,
      ends: { kind: 'count', count: 3 },
    }
    const created = await admin.call('POST', '/admin/series', { recurrence, event: template(title) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    seriesId = created.body.seriesId
    const single = await admin.call('POST', '/admin/events', template(`Single evening ${s}`))
    expect(single.status, JSON.stringify(single.body)).toBe(201)

    const listed = await admin.call('GET', '/admin/events')
    expect(listed.status).toBe(200)
    const events = adminEventListSchema.parse(listed.body)
    const dates = events.filter((e) => created.body.eventIds.includes(e.id))
    expect(dates).toHaveLength(3)
    for (const date of dates) {
      expect(date.series).toEqual({ slug: created.body.slug, title, rrule: expect.stringMatching(/^RRULE:FREQ=WEEKLY;/) })
    }
    expect(events.find((e) => e.title === `Single evening ${s}`)?.series).toBeNull()
    expect((await anon()('GET', '/admin/events')).status).toBe(401)
  })
})
