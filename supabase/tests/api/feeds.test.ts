// The feeds (issue 60, item 3), read by real parsers: the blog's RSS 2.0 and Atom (rss-parser) and
// the events' iCalendar (ical.js), in English and Spanish. Live posts and events only, Spanish
// texts on the Spanish feeds, New Jersey times on both sides of the daylight-saving change,
// cancelled events marked, SEQUENCE growing with an edit.
import { randomUUID } from 'node:crypto'
import ICAL from 'ical.js'
import Parser from 'rss-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser } from '../../../scripts/testing/db.ts'
import { Client, ORIGIN } from './http.ts'

const sql = superuser()
const visitor = new Client()
const s = randomUUID().slice(0, 8)
const parser = new Parser()
const nextYear = new Date().getUTCFullYear() + 1
const ids = { posts: [] as string[], events: [] as string[] }
let live: { id: string; slug: string }
let july: { id: string; slug: string }
let december: { id: string; slug: string }
let cancelled: { id: string; slug: string }

async function post(slug: string, title: string, published: boolean, publishAt: Date | null = null) {
  const [row] = await sql<{ id: string; slug: string }[]>`insert into public.blog_posts (slug, title, excerpt, content, published, publish_at)
    values (${slug}, ${title}, 'English excerpt', 'English body.', ${published}, ${publishAt}) returning id::text, slug`
  ids.posts.push(row!.id)
  return row!
}

async function event(slug: string, title: string, start: string, fields: { published?: boolean; cancelled?: boolean } = {}) {
  const [row] = await sql<{ id: string; slug: string }[]>`insert into public.events (slug, title, description, location, event_date, published, cancelled_at)
    values (${slug}, ${title}, 'English description', 'Livingston, NJ', ${start}, ${fields.published ?? true}, ${fields.cancelled ? new Date() : null})
    returning id::text, slug`
  ids.events.push(row!.id)
  return row!
}

async function spanish(subject: string, key: string, fields: Record<string, unknown>) {
  await sql`insert into public.content_translations (subject, subject_key, locale, fields, source, status)
    values (${subject}, ${key}, 'es', ${sql.json(fields as never)}, '{}', 'published')`
}

const began = new Date()

beforeAll(async () => {
  live = await post(`feed-live-${s}`, `Live post ${s}`, true)
  await spanish('posts', live.id, { title: `Entrada publicada ${s}` })
  await post(`feed-draft-${s}`, `Draft post ${s}`, false)
  await post(`feed-scheduled-${s}`, `Scheduled post ${s}`, true, new Date(Date.now() + 7 * 24 * 3600 * 1000))
  // 14:00 UTC is 10:00 in New Jersey in July (EDT, UTC-4) and 09:00 in December (EST, UTC-5)
  july = await event(`feed-july-${s}`, `July picnic ${s}`, `${nextYear}-07-15T14:00:00Z`)
  await spanish('events', july.id, { title: `Pícnic de julio ${s}` })
  december = await event(`feed-december-${s}`, `December party ${s}`, `${nextYear}-12-15T14:00:00Z`)
  cancelled = await event(`feed-cancelled-${s}`, `Cancelled walk ${s}`, `${nextYear}-03-01T15:00:00Z`, { cancelled: true })
  await event(`feed-hidden-${s}`, `Unpublished event ${s}`, `${nextYear}-05-01T15:00:00Z`, { published: false })
  await event(`feed-old-${s}`, `Long past event ${s}`, new Date(Date.now() - 90 * 24 * 3600 * 1000).toISOString())
})

afterAll(async () => {
  await sql`delete from public.content_translations where subject_key in ${sql([...ids.posts, ...ids.events])}`
  await sql`delete from public.blog_posts where id in ${sql(ids.posts)}`
  await sql`delete from public.events where id in ${sql(ids.events)}`
  await sql.end()
})

async function feed(path: string, type: string) {
  const res = await visitor.get(path)
  expect(res.status, path).toBe(200)
  expect(res.headers.get('content-type')).toBe(type)
  expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
  return res.body as string
}

describe('the blog feeds', () => {
  const cases = [
    { path: '/feeds/en/rss', type: 'application/rss+xml; charset=utf-8', title: `Live post ${s}`, link: `/blog/${'SLUG'}` },
    { path: '/feeds/en/atom', type: 'application/atom+xml; charset=utf-8', title: `Live post ${s}`, link: `/blog/${'SLUG'}` },
    { path: '/feeds/es/rss', type: 'application/rss+xml; charset=utf-8', title: `Entrada publicada ${s}`, link: `/es/blog/${'SLUG'}` },
    { path: '/feeds/es/atom', type: 'application/atom+xml; charset=utf-8', title: `Entrada publicada ${s}`, link: `/es/blog/${'SLUG'}` },
  ]
  for (const { path, type, title, link } of cases) {
    it(`${path}: every live post, newest first, in the feed's language; drafts and scheduled posts left out`, async () => {
      // Other test files add and remove posts on the same stack meanwhile: the posts live before
      // this file began must all be there, and this file's own in the feed's language.
      const livePosts = await sql<{ slug: string }[]>`select slug from public.blog_posts
        where published and (publish_at is null or publish_at <= now()) and created_at < ${began}`
      const parsed = await parser.parseString(await feed(path, type))
      const links = parsed.items.map((item) => item.link)
      for (const { slug } of livePosts) expect(links).toContain(`${ORIGIN}${link.replace('SLUG', slug)}`)
      expect(parsed.items.find((item) => item.link?.endsWith(`/${live.slug}`))).toMatchObject({ title, link: `${ORIGIN}${link.replace('SLUG', live.slug)}` })
      const titles = parsed.items.map((item) => item.title)
      expect(titles).not.toContain(`Draft post ${s}`)
      expect(titles).not.toContain(`Scheduled post ${s}`)
      const dates = parsed.items.map((item) => Date.parse(item.isoDate!))
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
    })
  }
})

type Parsed = { events: ICAL.Event[]; calendar: ICAL.Component }
async function calendar(locale: 'en' | 'es'): Promise<Parsed> {
  const component = new ICAL.Component(ICAL.parse(await feed(`/feeds/${locale}/calendar`, 'text/calendar; charset=utf-8')))
  const zone = component.getFirstSubcomponent('vtimezone')
  expect(zone?.getFirstPropertyValue('tzid')).toBe('America/New_York')
  ICAL.TimezoneService.register(zone!)
  return { calendar: component, events: component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) }
}
const byUid = (events: ICAL.Event[], id: string) => events.find((e) => e.uid === `${id}@events.localhost:5173`)

describe('the events calendar', () => {
  it('holds every upcoming live event under a stable UID, with the VTIMEZONE, the calendar name and the event pages', async () => {
    const { calendar: cal, events } = await calendar('en')
    expect(cal.getFirstPropertyValue('x-wr-calname')).toMatch(/: Events$/)
    const upcoming = await sql<{ id: string }[]>`select id::text from public.events where published
      and (publish_at is null or publish_at <= now()) and event_date > now()`
    for (const { id } of upcoming) expect(byUid(events, id), id).toBeDefined()
    expect(events.map((e) => e.summary)).not.toContain(`Unpublished event ${s}`)
    expect(events.map((e) => e.summary)).not.toContain(`Long past event ${s}`)
    expect(byUid(events, july.id)!.component.getFirstPropertyValue('url')).toBe(`${ORIGIN}/events/${july.slug}`)
  })

  it('writes times on the New Jersey clock: UTC-4 in July, UTC-5 in December, the same instants', async () => {
    const { events } = await calendar('en')
    const summer = byUid(events, july.id)!
    const winter = byUid(events, december.id)!
    expect(summer.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York')
    expect(summer.startDate.zone!.tzid).toBe('America/New_York')
    expect(summer.startDate.toString()).toBe(`${nextYear}-07-15T10:00:00`)
    expect(summer.startDate.utcOffset()).toBe(-4 * 3600)
    expect(summer.startDate.toJSDate().toISOString()).toBe(`${nextYear}-07-15T14:00:00.000Z`)
    // no end time: two hours
    expect(summer.endDate.toJSDate().toISOString()).toBe(`${nextYear}-07-15T16:00:00.000Z`)
    expect(winter.startDate.toString()).toBe(`${nextYear}-12-15T09:00:00`)
    expect(winter.startDate.utcOffset()).toBe(-5 * 3600)
    expect(winter.startDate.toJSDate().toISOString()).toBe(`${nextYear}-12-15T14:00:00.000Z`)
  })

  it('marks a cancelled event STATUS:CANCELLED and the others CONFIRMED', async () => {
    const { events } = await calendar('en')
    expect(byUid(events, cancelled.id)!.component.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(byUid(events, july.id)!.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
  })

  it('in Spanish: the translated title, the same UID, the Spanish page', async () => {
    const { calendar: cal, events } = await calendar('es')
    expect(cal.getFirstPropertyValue('x-wr-calname')).toMatch(/: Eventos$/)
    const summer = byUid(events, july.id)!
    expect(summer.summary).toBe(`Pícnic de julio ${s}`)
    expect(summer.component.getFirstPropertyValue('url')).toBe(`${ORIGIN}/es/events/${july.slug}`)
    expect(byUid(events, december.id)!.summary).toBe(`December party ${s}`)
  })

  it('raises SEQUENCE when an event is edited, keeping its UID', async () => {
    // the event as last changed an hour ago (its updated_at trigger skipped), then edited now
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`
      await tx`update public.events set updated_at = now() - interval '1 hour' where id = ${december.id}`
    })
    const before = byUid((await calendar('en')).events, december.id)!.sequence
    await sql`update public.events set title = ${`December party moved ${s}`}, event_date = event_date + interval '1 hour' where id = ${december.id}`
    const after = byUid((await calendar('en')).events, december.id)!
    expect(after.summary).toBe(`December party moved ${s}`)
    expect(after.sequence).toBeGreaterThanOrEqual(before + 3600)
  })

  it("raises the Spanish calendar's SEQUENCE when only the Spanish is edited, and not the English one's", async () => {
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`
      await tx`update public.events set updated_at = now() - interval '2 hours' where id = ${july.id}`
      await tx`update public.content_translations set updated_at = now() - interval '2 hours' where subject = 'events' and subject_key = ${july.id}`
    })
    const before = { en: byUid((await calendar('en')).events, july.id)!.sequence, es: byUid((await calendar('es')).events, july.id)!.sequence }
    await sql`update public.content_translations set fields = ${sql.json({ title: `Pícnic de julio en el parque ${s}` })}
      where subject = 'events' and subject_key = ${july.id} and locale = 'es'`
    const es = byUid((await calendar('es')).events, july.id)!
    expect(es.summary).toBe(`Pícnic de julio en el parque ${s}`)
    expect(es.sequence).toBeGreaterThanOrEqual(before.es + 7200 - 5)
    expect(byUid((await calendar('en')).events, july.id)!.sequence).toBe(before.en)
  })
})

describe('feed addresses', () => {
  it('answers 404 for a language or a feed there is none of', async () => {
    for (const path of ['/feeds/fr/rss', '/feeds/en/json', '/feeds/en/calendar.ics']) {
      const res = await visitor.get(path)
      expect(res.status, path).toBe(404)
      expect(res.body.error).toBe('Feed not found')
    }
  })
})
