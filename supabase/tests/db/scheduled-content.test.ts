// Scheduled publishing, deleting and cancelling events, and the CDN purge when time changes what is
// public (issue 32, item 3). Time is moved by setting publish_at relative to now().
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actAsSuperuser, comeDueCheck, createEvent, createPeople, rolledBack, superuser, unique, type Tx } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

async function scheduledPost(tx: Tx, publishAt: string) {
  const [row] = await tx<{ id: string; publishedAt: Date }[]>`
    insert into public.blog_posts (slug, title, content, published, publish_at)
    values (${`sched-${unique()}`}, 'Scheduled', 'Body.', true, now() + ${publishAt}::interval)
    returning id, published_at as "publishedAt"`
  return row!
}

async function register(tx: Tx, eventId: string, email: string) {
  const [row] = await tx<{ r: { result: string } }[]>`
    select public.register_for_event(${eventId}, 'A Family', ${email}, null, 0, null, null) as r`
  return row!.r.result
}

describe('scheduled publishing', () => {
  it('keeps a scheduled post from visitors until its time, then shows it', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const later = await scheduledPost(tx, '10 minutes')
      const earlier = await scheduledPost(tx, '-1 minute')
      const ids = [later.id, earlier.id]
      const seen: Record<string, string[]> = {}
      for (const role of ['anon', 'user', 'admin'] as const) {
        await actAs(tx, role, people)
        const rows = await tx<{ id: string }[]>`select id from public.blog_posts where id = any(${ids})`
        seen[role] = rows.map((r) => (r.id === later.id ? 'later' : 'earlier')).sort()
        await actAsSuperuser(tx)
      }
      const [stamp] = await tx<{ same: boolean }[]>`
        select published_at = publish_at as same from public.blog_posts where id = ${later.id}`
      return { seen, stampedWithPublishAt: stamp!.same }
    })
    if (error) throw error
    expect(value!.seen).toEqual({ anon: ['earlier'], user: ['earlier'], admin: ['earlier', 'later'] })
    // the post's date on the site is the day it goes live
    expect(value!.stampedWithPublishAt).toBe(true)
  })

  it('keeps a scheduled event from visitors and closed to registration until its time', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const event = await createEvent(tx, { publishInHours: 1 })
      await actAs(tx, 'anon', people)
      const visible = await tx`select 1 from public.events where id = ${event}`
      const result = await register(tx, event, `f-${unique()}@example.test`)
      return { visible: visible.length, result }
    })
    if (error) throw error
    expect(value).toEqual({ visible: 0, result: 'closed' })
  })
})

describe('deleting and cancelling events', () => {
  it('refuses to delete an event families registered for, and deletes one without', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const kept = await createEvent(tx)
      const empty = await createEvent(tx)
      await register(tx, kept, `f-${unique()}@example.test`)
      await actAs(tx, 'admin', people)
      const deleted = await tx`delete from public.events where id = ${empty} returning id`
      await tx`savepoint attempt`
      const refused = await tx`delete from public.events where id = ${kept}`.then(() => null, (e: { code?: string }) => e.code)
      await tx`rollback to savepoint attempt`
      const left = await tx`select 1 from public.events where id = ${kept}`
      return { deleted: deleted.length, refused, left: left.length }
    })
    if (error) throw error
    expect(value).toEqual({ deleted: 1, refused: '23001', left: 1 })
  })

  it('cancels an event: its families are e-mailed, their places end, and no seat is offered again', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const event = await createEvent(tx, { capacity: 1 })
      const first = `a-${unique()}@example.test`
      const second = `b-${unique()}@example.test`
      await register(tx, event, first)
      await tx`select public.join_waitlist(${event}, 'Second Family', ${second}, null, 0, null, null)`
      await actAs(tx, 'admin', people)
      const [answer] = await tx<{ r: Record<string, unknown> }[]>`select public.staff_cancel_event(${event}) as r`
      const [again] = await tx<{ r: Record<string, unknown> }[]>`select public.staff_cancel_event(${event}) as r`
      await actAsSuperuser(tx)
      const mails = await tx<{ kind: string; recipient: string }[]>`
        select kind, recipient from public.email_outbox where payload ->> 'eventId' = ${event} order by recipient`
      const [state] = await tx<{ cancelled: boolean; confirmed: number; live: number }[]>`
        select e.cancelled_at is not null as cancelled,
          (select count(*)::int from public.event_registrations r where r.event_id = e.id and r.status = 'confirmed') as confirmed,
          (select count(*)::int from public.event_waitlist w where w.event_id = e.id and w.status in ('waiting', 'offered')) as live
        from public.events e where e.id = ${event}`
      return { answer: answer!.r, again: again!.r, mails, state }
    })
    if (error) throw error
    expect(value!.answer).toEqual({ result: 'cancelled', notified: 2 })
    expect(value!.again).toEqual({ result: 'already_cancelled' })
    expect(value!.mails).toEqual([
      { kind: 'event_cancelled', recipient: expect.stringMatching(/^a-/) },
      { kind: 'event_cancelled', recipient: expect.stringMatching(/^b-/) },
    ])
    expect(value!.state).toEqual({ cancelled: true, confirmed: 0, live: 0 })
  })

  it('lets only admins cancel, and only events still to come', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const past = await createEvent(tx, { startsInHours: -2 })
      await actAs(tx, 'admin', people)
      const [answer] = await tx<{ r: Record<string, unknown> }[]>`select public.staff_cancel_event(${past}) as r`
      await actAs(tx, 'user', people)
      const refused = await tx`select public.staff_cancel_event(${past})`.then(() => null, (e: { code?: string }) => e.code)
      return { answer: answer!.r, refused }
    })
    if (error) throw error
    expect(value).toEqual({ answer: { result: 'past' }, refused: '42501' })
  })
})

describe('the purge when content comes due', () => {
  // the drain's check (every minute): what came due since its last run has its cache tags queued
  async function check(tx: Tx, sinceAgo: string) {
    const { due, queued } = await comeDueCheck(tx, sinceAgo)
    const [state] = await tx<{ fresh: boolean }[]>`select due_checked_at = now() as fresh from private.cdn_purge_state`
    return { due, queued, fresh: state!.fresh }
  }

  it("queues a scheduled post's tags when it went live since the last check, once", async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await tx`update public.blog_posts set publish_at = null where publish_at is not null`
      await tx`update public.events set publish_at = null where publish_at is not null`
      await tx`update public.job_openings set closes_on = null where closes_on is not null`
      await tx`update public.media_assets set release_expires_on = null where release_expires_on is not null`
      const quiet = await check(tx, '5 minutes')
      const post = await scheduledPost(tx, '-2 minutes')
      const afterPost = await check(tx, '5 minutes')
      const notAgain = await check(tx, '1 minute')
      return { quiet, afterPost, notAgain, id: post.id }
    })
    if (error) throw error
    expect(value!.quiet).toEqual({ due: 0, queued: [], fresh: true })
    expect(value!.afterPost).toEqual({ due: 1, queued: ['blog_posts', `blog_posts:${value!.id}`], fresh: true })
    expect(value!.notAgain).toEqual({ due: 0, queued: [], fresh: true })
  })

  it("queues a job's tags when its closing date has just passed in New Jersey", async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await tx`update public.blog_posts set publish_at = null where publish_at is not null`
      await tx`update public.events set publish_at = null where publish_at is not null`
      await tx`update public.job_openings set closes_on = null where closes_on is not null`
      await tx`update public.media_assets set release_expires_on = null where release_expires_on is not null`
      const [job] = await tx<{ id: string }[]>`insert into public.job_openings (title, department, employment_type, location, description, closes_on)
        values ('Closed yesterday', 'D', 'Full-time', 'Newark, NJ', 'A job.', (now() at time zone 'America/New_York')::date - 1) returning id`
      // the job left the site at the last New Jersey midnight: due if the last check was before it,
      // not once a check has been made at or after it (whatever the time of day the test runs)
      const [since] = await tx<{ atMidnight: string; before: string }[]>`
        select ago::text as "atMidnight", (ago + interval '1 minute')::text as before
        from (select now() - ((now() at time zone 'America/New_York')::date::timestamp at time zone 'America/New_York') as ago) m`
      const due = await check(tx, since!.before)
      const notAgain = await check(tx, since!.atMidnight)
      return { due, notAgain, id: job!.id }
    })
    if (error) throw error
    expect(value!.due).toEqual({ due: 1, queued: ['job_openings', `job_openings:${value!.id}`], fresh: true })
    expect(value!.notAgain).toEqual({ due: 0, queued: [], fresh: true })
  })
})
