// private.run_retention() runs the steps listed in private.retention_steps (migration
// 20261210200000): each table's retention is its own function, and a feature adds one with a row,
// without restating the others. What each step deletes is proven by retention.test.ts,
// site-search.test.ts and the newsletter's and notify's API tests.
import { afterAll, describe, expect, it } from 'vitest'
import { rolledBack, superuser, unique } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

/** The counts the drain reads (RetentionResult, supabase/functions/_shared/db/retention.ts). */
const DRAIN_COUNTS = ['deletedMails', 'deletedPendingSignups', 'deletedRateLimitWindows', 'deletedSearches', 'scrubbedMails']

describe('the retention registry', () => {
  it('lists one step per table, each executable by the service role only', async () => {
    const steps = await sql<{ step: string; service: boolean; anon: boolean; authenticated: boolean }[]>`
      select step::text as step, has_function_privilege('service_role', step, 'EXECUTE') as service,
        has_function_privilege('anon', step, 'EXECUTE') as anon,
        has_function_privilege('authenticated', step, 'EXECUTE') as authenticated
      from private.retention_steps order by 1`
    expect(steps).toEqual(['email_outbox', 'pending_signups', 'rate_limits', 'site_searches'].map((name) => ({
      step: `private.retain_${name}(integer)`, service: true, anon: false, authenticated: false,
    })))
  })

  it('runs every step as the service role (the drain\'s rights), each finding its old row', async () => {
    const tag = unique()
    const { value, error } = await rolledBack(sql, async (tx) => {
      await tx`insert into public.email_outbox (kind, recipient, payload, status, attempts, created_at, sent_at)
        values ('generic', ${`sent-${tag}@example.org`}, '{}', 'sent', 1, now() - interval '40 days', now() - interval '40 days'),
               ('generic', ${`failed-${tag}@example.org`}, '{}', 'failed', 1, now() - interval '40 days', null)`
      await tx`insert into private.rate_limits (bucket, key, window_start, expires_at, hits)
        values ('contact-ip', ${`ip-${tag}`}, now() - interval '2 hours', now() - interval '1 hour', 1)`
      await tx`insert into public.newsletter_signups (email, created_at) values (${`reader-${tag}@example.org`}, now() - interval '30 days')`
      await tx`insert into private.site_searches (query, lang, results, searched_on) values ('respite', 'en', 0, current_date - interval '14 months')`
      await tx`set local role service_role`
      const [ran] = await tx<{ r: Record<string, number> }[]>`select private.run_retention(30) as r`
      return ran!.r
    })
    expect(error).toBeUndefined()
    expect(Object.keys(value!).sort()).toEqual(DRAIN_COUNTS)
    for (const key of DRAIN_COUNTS) expect(value![key], key).toBeGreaterThanOrEqual(1)
  })

  it('runs a step added later with the days it was given, beside the others', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await tx`create function private.retain_probe(outbox_retention_days int) returns jsonb language sql
        set search_path = '' as $$ select jsonb_build_object('probeDays', outbox_retention_days) $$`
      await tx`insert into private.retention_steps (step, added_by) values ('private.retain_probe(int)', '20990101000000_probe')`
      const [ran] = await tx<{ r: Record<string, number> }[]>`select private.run_retention(12) as r`
      return ran!.r
    })
    expect(error).toBeUndefined()
    expect(value).toMatchObject({ probeDays: 12 })
    expect(Object.keys(value!).sort()).toEqual([...DRAIN_COUNTS, 'probeDays'].sort())
  })

  it('refuses a step that is not a function, and one registered without its migration', async () => {
    const missing = await rolledBack(sql, (tx) => tx`insert into private.retention_steps (step, added_by) values ('private.no_such_step(int)', '20990101000000_probe')`)
    expect(missing.error?.code).toBe('42883')
    const unnamed = await rolledBack(sql, (tx) => tx`insert into private.retention_steps (step, added_by) values ('private.newsletter_confirmation_days()', 'later')`)
    expect(unnamed.error?.code).toBe('23514')
  })
})
