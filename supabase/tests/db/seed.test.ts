// The demo content the test database was seeded with (SPEC §2–§3 and issue 3 item 5).
// Checked in a scratch database seeded just now, so no other test's writes can interfere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statSync } from 'node:fs'
import path from 'node:path'
import { migrate } from '../../../scripts/db/migrate.ts'
import { SEED_MEDIA_DIR } from '../../../scripts/stack/seed-media.ts'
import { scratchDatabase, type Sql } from './helpers.ts'

let db: Awaited<ReturnType<typeof scratchDatabase>>
let sql: Sql
beforeAll(async () => {
  db = await scratchDatabase()
  sql = db.sql
  await migrate(db.url, { seed: 'if-new' })
})
afterAll(() => db?.drop())

const SPEC_SLUGS = [
  'community-based-support', 'community-inclusion', 'career-planning', 'day-habilitation',
  'occupational-therapy', 'physical-therapy', 'housing-program-for-homeless-individuals',
]

describe('seed', () => {
  it('has 13 published services with every text and 3–6 key components, including SPEC’s slugs', async () => {
    const services = await sql<{ slug: string; components: number }[]>`
      select slug, jsonb_array_length(key_components) as components from public.services
      where published and overview <> '' and approach <> '' and staff_training <> '' and goals <> '' and commitment <> ''`
    expect(services).toHaveLength(13)
    expect(services.map((s) => s.slug)).toEqual(expect.arrayContaining(SPEC_SLUGS))
    expect(services.every((s) => s.components >= 3 && s.components <= 6)).toBe(true)
  })

  it('has published posts in all four categories with paragraph breaks, and a draft', async () => {
    const posts = await sql<{ category: string; published: boolean; paragraphs: boolean }[]>`
      select category, published, content like '%' || chr(10) || chr(10) || '%' as paragraphs from public.blog_posts`
    const published = posts.filter((p) => p.published)
    expect(published.length).toBeGreaterThanOrEqual(4)
    expect(new Set(published.map((p) => p.category)).size).toBe(4)
    expect(published.every((p) => p.paragraphs)).toBe(true)
    expect(posts.filter((p) => !p.published)).toHaveLength(1)
  })

  it('has open upcoming events (with and without a deadline, one nearly full), a full one, one past its deadline, past and unpublished ones', async () => {
    const events = await sql<{ slug: string; open: boolean; past: boolean; published: boolean; deadline: boolean; closed: boolean; capacity: number | null; taken: number }[]>`
      select slug, published, event_date < now() as past, registration_deadline is not null as deadline,
             max_capacity as capacity, public.event_seats_taken(id) as taken,
             event_date > now() and registration_deadline < now() as closed,
             event_date > now() and (registration_deadline is null or registration_deadline > now()) as open
      from public.events`
    const open = events.filter((e) => e.published && e.open)
    expect(open.filter((e) => e.capacity === null || e.taken < e.capacity).length).toBeGreaterThanOrEqual(3)
    expect(open.some((e) => e.deadline)).toBe(true)
    expect(open.some((e) => !e.deadline)).toBe(true)
    expect(open.some((e) => e.capacity === 20 && e.taken === 18)).toBe(true)
    expect(open.some((e) => e.capacity !== null && e.taken === e.capacity)).toBe(true)
    expect(events.filter((e) => e.published && e.closed)).toHaveLength(1)
    expect(events.filter((e) => e.published && e.past)).toHaveLength(2)
    expect(events.filter((e) => !e.published)).toHaveLength(1)
  })

  it('has every event at a time a family would come: on the hour or half hour, 9:00–19:00 in New Jersey, deadlines before the start', async () => {
    const events = await sql<{ slug: string; day: number; start: string; end: string | null; minutes: number | null; deadlineFirst: boolean | null }[]>`
      select slug,
             (event_date at time zone 'America/New_York')::date - (created_at at time zone 'America/New_York')::date as day,
             to_char(event_date at time zone 'America/New_York', 'HH24:MI:SS') as start,
             to_char(end_date at time zone 'America/New_York', 'HH24:MI:SS') as "end",
             (extract(epoch from end_date - event_date) / 60)::int as minutes,
             registration_deadline < event_date as "deadlineFirst"
      from public.events order by event_date`
    expect(events.length).toBeGreaterThanOrEqual(7)
    const wrong = events.filter(
      (e) =>
        !/^(09|1[0-8]):[03]0:00$|^19:00:00$/.test(e.start) ||
        (e.end !== null && (!/^(09|1[0-8]):[03]0:00$|^19:00:00$/.test(e.end) || e.minutes! < 60 || e.minutes! > 5 * 60)) ||
        e.deadlineFirst === false ||
        e.day === 0,
    )
    expect(wrong).toEqual([])
  })

  it('has contacts in every status over the last 40 days, confirmed signups, recipients, and no admins', async () => {
    const [row] = await sql`
      select (select array_agg(distinct status order by status) from public.contact_submissions
                where created_at > now() - interval '40 days') as statuses,
             (select count(*)::int from public.contact_submissions where created_at < now() - interval '30 days') as older,
             (select count(*)::int from public.newsletter_signups where confirmed_at is not null) as signups,
             (select array_agg(active order by active) from public.notification_recipients) as recipients,
             (select count(*)::int from public.admin_users) as admins`
    expect(row).toMatchObject({ statuses: ['read', 'responded', 'unread'], signups: 3, recipients: [false, true], admins: 0 })
    expect(row!.older).toBeGreaterThan(0)
  })

  it('gives drawn, published images to the hero slides, every service, event, partner and badge, 3+ posts and the demo board, each with its files and Storage rows', async () => {
    const [row] = await sql<{ slides: number; services: number; events: number; partners: number; badges: number; posts: number; board: number; boardTotal: number; people: number; unpublished: number }[]>`
      select (select count(*)::int from public.hero_slides where image_id is not null) as slides,
             (select count(*)::int from public.services where featured_image_id is null) as services,
             (select count(*)::int from public.events where featured_image_id is null) as events,
             (select count(*)::int from public.partners where logo_id is null) as partners,
             (select count(*)::int from public.accreditations where badge_id is null) as badges,
             (select count(*)::int from public.blog_posts where featured_image_id is not null and published) as posts,
             (select count(*)::int from public.board_members where photo_id is not null) as board,
             (select count(*)::int from public.board_members) as "boardTotal",
             (select count(*)::int from public.media_assets where shows_people) as people,
             (select count(*)::int from public.media_assets where not published or btrim(alt) = '') as unpublished`
    expect(row).toEqual({ slides: 4, services: 0, events: 0, partners: 0, badges: 0, posts: expect.any(Number), board: 3, boardTotal: 3, people: 0, unpublished: 0 })
    expect(row!.posts).toBeGreaterThanOrEqual(3)
    const files = await sql<{ path: string; variant: string; width: number; bytes: number; stored: boolean }[]>`
      select f.path, f.variant, f.width, f.bytes,
        exists (select 1 from storage.objects o where o.bucket_id = 'media' and o.name = f.path and (o.metadata ->> 'size')::int = f.bytes) as stored
      from public.media_files f`
    expect(files.every((f) => f.stored)).toBe(true)
    for (const f of files) expect(statSync(path.join(SEED_MEDIA_DIR, f.path)).size, f.path).toBe(f.bytes)
    // small enough for a phone's first load: a 960 px width at most 60 KB, a 480 px one at most 25 KB
    expect(Math.max(...files.filter((f) => f.variant === 'w960').map((f) => f.bytes))).toBeLessThanOrEqual(60 * 1024)
    expect(Math.max(...files.filter((f) => f.variant === 'w480').map((f) => f.bytes))).toBeLessThanOrEqual(25 * 1024)
  })
})
