// The mail drain's schedule (migrations 20261125040300, then 20261126100000 which makes the job
// prove itself with notify's own secret). The test server has neither pg_cron nor pg_net, as the
// local stack: there the migration schedules nothing. Their interfaces (cron.schedule replacing a
// job by name, net.http_post's signature, cron.job_run_details.end_time) are stood in for inside
// rolled-back transactions, so the migration's scheduling branch and the jobs' SQL run for real;
// Vault is the shim's stand-in (scripts/stand-ins/supabase-platform.sql, after supabase/vault's 0.3.0 script).
import { readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createPeople, rolledBack, superuser, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const read = (file: string) => readFile(new URL(`../../migrations/${file}`, import.meta.url), 'utf8')
/** The schedule's migrations in the order they apply. */
const migration = Promise.all([read('20261125040300_notify_schedule.sql'), read('20261126100000_notify_secret.sql')]).then((texts) => texts.join('\n'))

/** pg_net's http_post, recording its arguments instead of sending. */
async function standInNet(tx: Tx) {
  await tx.unsafe(`
    create schema net;
    create table net.posts (url text, body jsonb, params jsonb, headers jsonb, timeout_milliseconds int);
    create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
      headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint
    language sql as $$
      insert into net.posts values (url, body, params, headers, timeout_milliseconds) returning 42::bigint
    $$`)
}

/** Vault holding exactly the given secrets (the shim's vault, through vault.create_secret as the deploy writes it). */
async function fillVault(tx: Tx, secrets: Record<string, string>) {
  await tx`delete from vault.secrets`
  for (const [name, value] of Object.entries(secrets)) await tx`select vault.create_secret(${value}, ${name})`
}

/** pg_cron's job table and schedule(), which replaces a job of the same name. */
async function standInCron(tx: Tx) {
  await tx.unsafe(`
    create schema cron;
    create table cron.job (jobid bigserial primary key, jobname text unique, schedule text not null, command text not null);
    create table cron.job_run_details (runid bigserial primary key, end_time timestamptz);
    create function cron.schedule(job_name text, schedule text, command text) returns bigint
    language sql as $$
      insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
      on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
      returning jobid
    $$`)
}

const SECRETS = { notify_url: 'https://ref.supabase.co/functions/v1/notify', notify_secret: 'notify-secret-0123456789abcdefghijklmnop' }

describe('notify schedule', () => {
  it('schedules nothing and installs no extension where pg_cron and pg_net are missing', async () => {
    const [state] = await sql`
      select (select count(*)::int from pg_available_extensions where name in ('pg_cron', 'pg_net')) as available,
             (select count(*)::int from pg_extension where extname in ('pg_cron', 'pg_net')) as installed,
             to_regnamespace('cron') is null as "noCron",
             to_regprocedure('private.invoke_notify()') is not null as "hasInvoke"`
    expect(state).toEqual({ available: 0, installed: 0, noCron: true, hasInvoke: true })
  })

  it('where they exist, schedules the drain every minute and a daily purge, replacing them when re-run', async () => {
    const text = await migration
    const { value, error } = await rolledBack(sql, async (tx) => {
      await standInCron(tx)
      await standInNet(tx)
      await tx.unsafe(text)
      await tx.unsafe(text)
      return tx`select jobname, schedule, command from cron.job order by jobname`
    })
    expect(error).toBeUndefined()
    expect(value).toEqual([
      { jobname: 'notify-outbox', schedule: '* * * * *', command: 'select private.invoke_notify()' },
      {
        jobname: 'purge-cron-run-details', schedule: '17 3 * * *',
        command: "delete from cron.job_run_details where end_time < now() - interval '7 days'",
      },
    ])
  })

  it('the drain job POSTs to notify_url with notify\'s own secret from Vault, and no service key', async () => {
    const text = await migration
    const { value, error } = await rolledBack(sql, async (tx) => {
      await standInCron(tx)
      await standInNet(tx)
      await fillVault(tx, SECRETS)
      await tx.unsafe(text)
      const [job] = await tx<{ command: string }[]>`select command from cron.job where jobname = 'notify-outbox'`
      const [ran] = await tx.unsafe(job!.command)
      return { ran, posts: await tx`select * from net.posts` }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({
      ran: { invoke_notify: '42' },
      posts: [{
        url: SECRETS.notify_url, body: {}, params: {}, timeout_milliseconds: 55000,
        headers: { 'Content-Type': 'application/json', 'x-notify-secret': SECRETS.notify_secret },
      }],
    })
  })

  it.each([
    ['no secrets', {}],
    ['no secret', { notify_url: SECRETS.notify_url }],
    ['only the service key the previous job read', { notify_url: SECRETS.notify_url, notify_service_role_key: 'service-key' }],
    ['an empty url', { ...SECRETS, notify_url: '' }],
  ])('the drain job fails with a clear message and sends nothing when Vault has %s', async (_, secrets) => {
    const { error } = await rolledBack(sql, async (tx) => {
      await standInNet(tx)
      await fillVault(tx, secrets)
      await tx`select private.invoke_notify()`
    })
    expect(error?.message).toBe('invoke_notify: the Vault secrets notify_url and notify_secret must both be set (npm run deploy -- --from vault)')
  })

  it('deletes the service role key the previous job kept in Vault, and nothing else', async () => {
    const [, secretMigration] = await Promise.all([migration, read('20261126100000_notify_secret.sql')])
    const { value, error } = await rolledBack(sql, async (tx) => {
      await fillVault(tx, { ...SECRETS, notify_service_role_key: 'service-key' })
      await tx.unsafe(secretMigration)
      return tx`select name from vault.secrets order by name`
    })
    expect(error).toBeUndefined()
    expect(value).toEqual([{ name: 'notify_secret' }, { name: 'notify_url' }])
  })

  it('the purge job deletes run details older than a week', async () => {
    const text = await migration
    const { value, error } = await rolledBack(sql, async (tx) => {
      await standInCron(tx)
      await standInNet(tx)
      await tx.unsafe(text)
      await tx`insert into cron.job_run_details (end_time) values (now() - interval '8 days'), (now() - interval '6 days'), (null)`
      const [job] = await tx<{ command: string }[]>`select command from cron.job where jobname = 'purge-cron-run-details'`
      await tx.unsafe(job!.command)
      return tx`select end_time > now() - interval '7 days' as recent from cron.job_run_details order by runid`
    })
    expect(error).toBeUndefined()
    expect(value).toEqual([{ recent: true }, { recent: null }])
  })

  it('is not callable by the API roles', async () => {
    for (const role of ['anon', 'user'] as const) {
      const { error } = await rolledBack(sql, async (tx) => {
        await actAs(tx, role, await createPeople(tx))
        await tx`select private.invoke_notify()`
      })
      expect(error?.code, role).toBe('42501')
    }
  })
})
