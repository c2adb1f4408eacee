// Nothing sensitive is kept longer than needed: private.run_retention() (run by the notify
// drain) scrubs old sent mail and deletes old failed mail and ended rate-limit windows; a
// password reset is scrubbed by the statement that marks it sent; hit_rate_limit() deletes
// the caller's ended windows.
import { afterAll, describe, expect, it } from 'vitest'
import { atMostEvery } from '../../functions/_shared/db/retention.ts'
import { hitRateLimit } from '../../functions/_shared/http/rate-limit.ts'
import { actAs, createPeople, rolledBack, superuser, unique, type Sql, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const SECRET_PAYLOAD = { token: 'secret-reset-token', registrationId: '00000000-0000-4000-8000-000000000000' }

/** An outbox row as the drain leaves it; ages in days. */
async function mail(tx: Tx, status: 'pending' | 'sent' | 'failed', ageDays: number, kind = 'generic') {
  const [row] = await tx<{ id: string }[]>`
    insert into public.email_outbox (kind, recipient, reply_to, payload, subject, text_body, html_body, status,
      attempts, last_error, created_at, sent_at)
    values (${kind}, ${`to-${unique()}@example.org`}, 'visitor@example.org', ${tx.json(SECRET_PAYLOAD)},
      'Subject with a name', 'Body with https://site/link?token=secret', '<p>Body</p>', ${status},
      1, ${status === 'failed' ? 'mail provider said no' : null},
      now() - make_interval(days => ${ageDays}),
      ${status === 'sent' ? tx`now() - make_interval(days => ${ageDays})` : null})
    returning id::text`
  return row!.id
}

async function row(tx: Tx, id: string) {
  const [found] = await tx`
    select kind, recipient like 'to-%' as "hasRecipient", reply_to as "replyTo", payload, subject,
      text_body as "textBody", html_body as "htmlBody", status, sent_at is not null as "hasSentAt",
      scrubbed_at is not null as scrubbed
    from public.email_outbox where id = ${id}`
  return found ?? null
}

const intact = (kind: string, status: string) => ({
  kind, hasRecipient: true, replyTo: 'visitor@example.org', payload: SECRET_PAYLOAD, subject: 'Subject with a name',
  textBody: 'Body with https://site/link?token=secret', htmlBody: '<p>Body</p>', status, hasSentAt: status === 'sent', scrubbed: false,
})
const scrubbed = (kind: string, status: string) => ({
  kind, hasRecipient: true, replyTo: null, payload: {}, subject: null, textBody: null, htmlBody: null,
  status, hasSentAt: status === 'sent', scrubbed: true,
})

describe('email_outbox retention', () => {
  it('scrubs sent mail older than the retention, deletes failed mail older than it, keeps the rest', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const ids = {
        oldSent: await mail(tx, 'sent', 31, 'registration_confirmation'),
        newSent: await mail(tx, 'sent', 29, 'registration_confirmation'),
        oldFailed: await mail(tx, 'failed', 31),
        newFailed: await mail(tx, 'failed', 29),
        oldPending: await mail(tx, 'pending', 31),
      }
      const [ran] = await tx`select private.run_retention(30) as r`
      const rows: Record<string, unknown> = {}
      for (const [name, id] of Object.entries(ids)) rows[name] = await row(tx, id)
      return { ran: ran!.r, rows }
    })
    expect(error).toBeUndefined()
    expect(value!.ran).toMatchObject({ scrubbedMails: 1, deletedMails: 1 })
    expect(value!.rows).toEqual({
      oldSent: scrubbed('registration_confirmation', 'sent'),
      newSent: intact('registration_confirmation', 'sent'),
      oldFailed: null,
      newFailed: intact('generic', 'failed'),
      oldPending: intact('generic', 'pending'),
    })
  })

  it('honours the number of days it is given', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const id = await mail(tx, 'sent', 8)
      await tx`select private.run_retention(10)`
      const kept = (await row(tx, id))!.scrubbed
      await tx`select private.run_retention(7)`
      return { kept, after: (await row(tx, id))!.scrubbed }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({ kept: false, after: true })
  })

  it('scrubs a password reset in the statement that marks it sent or failed', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const sent = await mail(tx, 'pending', 0, 'password_reset')
      const failed = await mail(tx, 'pending', 0, 'password_reset')
      const before = await row(tx, sent)
      // the drain's own update for a sent mail
      await tx`update public.email_outbox set status = 'sent', sent_at = now(), subject = 'Reset your password',
        text_body = 'Open https://site/admin/reset-password?token=secret', html_body = '<a>link</a>' where id = ${sent}`
      await tx`update public.email_outbox set status = 'failed' where id = ${failed}`
      return { before: before!.payload, sent: await row(tx, sent), failed: await row(tx, failed) }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({
      before: SECRET_PAYLOAD,
      sent: scrubbed('password_reset', 'sent'),
      failed: scrubbed('password_reset', 'failed'),
    })
  })

  it('is not callable by the API roles', async () => {
    for (const role of ['anon', 'user'] as const) {
      const { error } = await rolledBack(sql, async (tx) => {
        await actAs(tx, role, await createPeople(tx))
        await tx`select private.run_retention(30)`
      })
      expect(error?.code, role).toBe('42501')
    }
  })

  it('refuses a retention of less than a day', async () => {
    const { error } = await rolledBack(sql, (tx) => tx`select private.run_retention(0)`)
    expect(error?.message).toMatch(/outbox_retention_days must be at least 1/)
  })
})

describe('rate-limit windows', () => {
  /** A window of `bucket`/`key` that started `startedMinutesAgo` and lasts `minutes`. */
  const window = (tx: Tx | Sql, bucket: string, key: string, startedMinutesAgo: number, minutes: number) => tx`
    insert into private.rate_limits (bucket, key, window_start, expires_at, hits)
    values (${bucket}, ${key}, now() - make_interval(mins => ${startedMinutesAgo}),
            now() - make_interval(mins => ${startedMinutesAgo}) + make_interval(mins => ${minutes}), 7)`

  const windows = async (tx: Tx | Sql, key: string) =>
    (await tx<{ hits: number; ended: boolean }[]>`select hits, expires_at <= now() as ended from private.rate_limits
      where key = ${key} order by window_start`).map((w) => ({ hits: w.hits, ended: w.ended }))

  it('a hit deletes the ended windows of its bucket and key, and records when its own ends', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const key = `ip-${unique()}`
      await window(tx, 'contact-ip', key, 120, 60)
      await window(tx, 'other-bucket', key, 120, 60)
      const [hit] = await tx`select private.hit_rate_limit('contact-ip', ${key}, 3, 3600) as ok`
      const [own] = await tx`select expires_at - window_start as length from private.rate_limits
        where bucket = 'contact-ip' and key = ${key}`
      return { ok: hit!.ok, left: await windows(tx, key), length: own!.length }
    })
    expect(error).toBeUndefined()
    // the other bucket's ended window waits for the retention
    expect(value).toEqual({ ok: true, left: [{ hits: 7, ended: true }, { hits: 1, ended: false }], length: '01:00:00' })
  })

  it("the API's hitRateLimit records hits through hit_rate_limit(), so ended windows go too", async () => {
    const key = `ip-${unique()}`
    try {
      await window(sql, 'forgot-ip', key, 120, 60)
      const answers: boolean[] = []
      for (let i = 0; i < 4; i++) answers.push(await hitRateLimit(sql, 'forgot-ip', key, 3, 3600))
      expect({ answers, left: await windows(sql, key) }).toEqual({ answers: [true, true, true, false], left: [{ hits: 4, ended: false }] })
    } finally {
      await sql`delete from private.rate_limits where key = ${key}`
    }
  })

  it('the retention deletes every ended window and keeps the current ones', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const key = `ip-${unique()}`
      await window(tx, 'login-fail-ip', key, 20, 15)
      await window(tx, 'contact-ip', key, 20, 60)
      const [ran] = await tx`select private.run_retention(30) as r`
      return { deleted: ran!.r.deletedRateLimitWindows, left: await windows(tx, key) }
    })
    expect(error).toBeUndefined()
    expect(value!.deleted).toBeGreaterThanOrEqual(1)
    expect(value!.left).toEqual([{ hits: 7, ended: false }])
  })
})

describe('atMostEvery (how often the notify drain runs the retention)', () => {
  it('runs on the first call, then once per interval however often it is called', async () => {
    let clock = 0
    let runs = 0
    const task = atMostEvery(600_000, async () => { runs++ }, () => clock)
    for (const at of [0, 1_000, 599_999, 600_000, 600_001, 1_199_999, 1_200_000]) {
      clock = at
      await task()
    }
    expect(runs).toBe(3)
  })
})
