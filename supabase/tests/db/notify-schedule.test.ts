// The mail drain's schedule (migration 20261125040300). The test server has neither pg_cron
// nor pg_net nor Vault, as the local stack: there the migration schedules nothing. Their
// interfaces (cron.schedule replacing a job by name, net.http_post's signature,
// vault.decrypted_secrets, cron.job_run_details.end_time) are stood in for inside rolled-back
// transactions, so the migration's scheduling branch and the jobs' SQL run for real.
import { readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createPeople, rolledBack, superuser, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const migration = readFile(new URL('../../migrations/20261125040300_notify_schedule.sql', import.meta.url), 'utf8')

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

/** Vault's decrypted_secrets view, holding the given secrets. */
async function standInVault(tx: Tx, secrets: Record<string, string>) {
  await tx`create schema vault`
  await tx`create table vault.decrypted_secrets (name text primary key, decrypted_secret text)`
  for (const [name, value] of Object.entries(secrets)) {
    await tx`insert into vault.decrypted_secrets values (${name}, ${value})`
  }
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

const SECRETS = { notify_url: 'https://ref.supabase.co/functions/v1/notify', notify_service_role_key: 'service-key' }

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

  it('the drain job POSTs to notify_url with the service key from Vault', async () => {
    const text = await migration
    const { value, error } = await rolledBack(sql, async (tx) => {
      await standInCron(tx)
      await standInNet(tx)
      await standInVault(tx, SECRETS)
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
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SECRETS.notify_service_role_key}` },
      }],
    })
  })

  it.each([
    ['no secrets', {}],
    ['no key', { notify_url: SECRETS.notify_url }],
    ['an empty url', { ...SECRETS, notify_url: '' }],
  ])('the drain job fails with a clear message and sends nothing when Vault has %s', async (_, secrets) => {
    const { error } = await rolledBack(sql, async (tx) => {
      await standInNet(tx)
      await standInVault(tx, secrets)
      await tx`select private.invoke_notify()`
    })
    expect(error?.message).toBe('invoke_notify: the Vault secrets notify_url and notify_service_role_key must both be set')
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
