// The deploy's smoke test against a loopback server standing in for the public site (/api/health
// as the contract has it) and for Supabase Auth's admin API (the key headers it receives), and
// the service key's kinds and headers as Supabase documents them (service-key.ts). The scheduler's
// watch (scheduler-watch.ts) with fakes of its readings, then its readings against the test
// database with pg_cron's and pg_net's tables as the extensions define them (the test server has
// neither): cron.job and cron.job_run_details from citusdata/pg_cron's pg_cron--1.0.sql and its
// upgrade scripts (active; jobname, text since 1.4; job_run_details), net._http_response from
// supabase/pg_net's sql/pg_net.sql (an unlogged table without a key since 0.8; id is
// net.http_post's return value).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { rolledBack } from '../../supabase/tests/db/helpers.ts'
import { superuser } from '../testing/db.ts'
import { chainFailures, readScheduler, watchScheduler, type SchedulerReading } from './scheduler-watch.ts'
import { serviceKeyHeaders, serviceKeyKind } from './service-key.ts'
import { smokeTest } from './smoke.ts'

const legacyKey = (role: string) => [{ alg: 'HS256', typ: 'JWT' }, { iss: 'supabase', role }]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2lnbmF0dXJl'
const SECRET_KEY = 'sb_secret_0123456789abcdefghij_KLMNOPQRST'
const beat = { lastAt: new Date().toISOString(), ageSeconds: 20, late: false }
const HEALTHY = { status: 'ok', database: 'up', signedProxy: true, databaseTimeouts: true, scheduler: { drain: beat, retention: beat } }

const T0 = new Date('2026-12-05T10:00:00Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)
/** The chain working: a job, its last run fine, a drain `drainAfter` seconds after T0, pg_net's 200 to call 7. */
const working = (drainAfter: number, now = drainAfter + 1): SchedulerReading => ({
  now: at(now),
  heartbeat: { drainAt: at(drainAfter), notifyRequestId: 7, notifyRequestedAt: at(drainAfter - 2) },
  cron: { job: { jobid: 3, schedule: '* * * * *', command: 'select private.invoke_notify()', active: true }, lastRun: { status: 'succeeded', returnMessage: '1 row', startTime: at(drainAfter - 2) } },
  net: { response: { statusCode: 200, timedOut: false, errorMsg: null, content: '{"sent":0}' } },
})
/** A fake of the database's readings, one per call, the last repeated; and how long the watch slept. */
function readings(...list: SchedulerReading[]) {
  let calls = 0
  const slept: number[] = []
  return {
    read: async () => list[Math.min(calls++, list.length - 1)]!,
    sleep: async (ms: number) => void slept.push(ms),
    slept,
    get calls() { return calls },
  }
}

type Site = { health: { status: number; body: unknown }; auth: number; authHeaders: IncomingHttpHeaders[] }
let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function loopbackSite(site: Omit<Site, 'authHeaders'>): Promise<{ url: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = []
  server = createServer((req, res) => {
    if (req.url === '/api/health') {
      const text = typeof site.health.body === 'string' ? site.health.body : JSON.stringify(site.health.body)
      res.writeHead(site.health.status, { 'content-type': typeof site.health.body === 'string' ? 'text/html' : 'application/json' }).end(text)
    } else if (req.url === '/auth/v1/admin/users?page=1&per_page=1') {
      seen.push(req.headers)
      res.writeHead(site.auth, { 'content-type': 'application/json' }).end(site.auth === 200 ? '{"users":[]}' : '{"message":"Invalid API key"}')
    } else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen }
}

/** Quick retries, and a scheduler that drains 30 s after the watch began. */
const fast = () => ({ attempts: 2, pauseMs: 10, timeoutMs: 2000, readScheduler: readings(working(0, -5), working(30)).read, scheduler: { pauseMs: 1, sleep: async () => {} } })
const DB_URL = 'postgresql://postgres:unused@127.0.0.1:1/postgres'
const check = async (site: Omit<Site, 'authHeaders'>, serviceKey = legacyKey('service_role'), options = {}) => {
  const { url, seen } = await loopbackSite(site)
  return { failures: await smokeTest({ siteUrl: `${url}/`, supabaseUrl: url, serviceKey, dbUrl: DB_URL }, { ...fast(), ...options }), seen }
}

describe('the deploy\'s smoke test', () => {
  it('passes a site whose /api/health answers 200, signed, database up, timeouts in place, and a key Auth accepts', async () => {
    expect((await check({ health: { status: 200, body: HEALTHY }, auth: 200 })).failures).toEqual([])
  })

  it('names each failed check', async () => {
    const unsigned = await check({ health: { status: 200, body: { ...HEALTHY, signedProxy: false, databaseTimeouts: false } }, auth: 200 })
    expect(unsigned.failures).toEqual([
      expect.stringMatching(/\/api\/health: the request was not signed by the host: give the host the functions' PROXY_SIGNING_SECRET \(step host-env\)/),
      expect.stringMatching(/\/api\/health: the database session lacks its timeouts/),
    ])
    const down = await check({ health: { status: 503, body: { ...HEALTHY, status: 'degraded', database: 'down', databaseTimeouts: false } }, auth: 200 })
    expect(down.failures).toEqual([expect.stringMatching(/\/api\/health: the database is down \(503\): the function cannot reach SUPABASE_DB_URL$/)])
    const spa = await check({ health: { status: 200, body: '<!doctype html><html><body>app</body></html>' }, auth: 200 })
    expect(spa.failures).toEqual([expect.stringMatching(/\/api\/health answered 200 without the health report: the host does not proxy \/api to the function/)])
    const refused = await check({ health: { status: 200, body: HEALTHY }, auth: 401 })
    expect(refused.failures).toEqual([expect.stringMatching(/^Supabase Auth refused SUPABASE_SERVICE_ROLE_KEY \(GET http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/admin\/users\?page=1&per_page=1 answered 401\)/)])
  })

  it('says when the site does not answer at all', async () => {
    const { url } = await loopbackSite({ health: { status: 200, body: HEALTHY }, auth: 200 })
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = undefined
    const failures = await smokeTest({ siteUrl: url, supabaseUrl: url, serviceKey: SECRET_KEY, dbUrl: DB_URL }, fast())
    expect(failures[0]).toMatch(new RegExp(`^GET ${url}/api/health did not answer \\(.+\\): is the site deployed at SITE_URL\\?$`))
    expect(failures).toHaveLength(2)
  })

  it('sends the key as Supabase documents for its kind: a secret key only as apikey, a legacy JWT also as a bearer token', async () => {
    const secret = await check({ health: { status: 200, body: HEALTHY }, auth: 200 }, SECRET_KEY)
    expect(secret.seen[0]).toMatchObject({ apikey: SECRET_KEY })
    expect(secret.seen[0]!.authorization).toBeUndefined()
    const legacy = legacyKey('service_role')
    const jwt = await check({ health: { status: 200, body: HEALTHY }, auth: 200 }, legacy)
    expect(jwt.seen[0]).toMatchObject({ apikey: legacy, authorization: `Bearer ${legacy}` })
  })
})

describe('the smoke test\'s scheduler watch', () => {
  const watch = (fake: ReturnType<typeof readings>, waitMs = 180_000) => watchScheduler(fake.read, { waitMs, pauseMs: 10_000, sleep: fake.sleep })
  const stopped = (patch: Partial<SchedulerReading>, now = 0): SchedulerReading => ({ ...working(-600, now), ...patch })

  it('passes once a drain newer than its start is recorded and pg_net has notify\'s 200 for that call', async () => {
    const fake = readings(working(-50, 0), working(-50, 10), working(20, 21))
    expect(await watch(fake)).toEqual([])
    expect(fake.slept).toEqual([10_000, 10_000])
  })

  it('waits at most 3 minutes for the drain, then says none came and when the last was', async () => {
    const fake = readings(stopped({}))
    const failures = await watch(fake)
    expect(fake.slept).toHaveLength(18) // 18 pauses of 10 s
    expect(failures).toEqual([
      "no drain recorded in 180 s (the last one 600 s ago), and pg_cron's job notify-outbox has not called notify meanwhile (its last call 602 s ago): read select * from cron.job_run_details order by runid desc limit 5",
    ])
  })

  it('names the fix when pg_net answered 401 for a call made since it began: the Vault secret differs from NOTIFY_SECRET', async () => {
    const refused = stopped({
      heartbeat: { drainAt: at(-600), notifyRequestId: 9, notifyRequestedAt: at(5) },
      net: { response: { statusCode: 401, timedOut: false, errorMsg: null, content: '{"error":"Unauthorized"}' } },
    }, 6)
    const fake = readings(stopped({}), refused)
    expect(await watch(fake)).toEqual([
      "pg_net answered 401 for notify: the Vault secret notify_secret differs from the functions' NOTIFY_SECRET: run npm run deploy -- --from vault",
      expect.stringMatching(/^no drain recorded in 10 s/),
    ])
    expect(fake.slept).toEqual([10_000]) // no use waiting for the rest
  })

  it('does not blame this deploy for an answer from before it began, and passes when the next call works', async () => {
    const before = stopped({ net: { response: { statusCode: 401, timedOut: false, errorMsg: null, content: null } } })
    expect(await watch(readings(before, before, working(40, 41)))).toEqual([])
  })

  it.each([
    ['no pg_cron', { cron: null }, /^pg_cron is not installed \(no cron\.job\): enable pg_cron and pg_net .*select cron\.schedule\('notify-outbox', '\* \* \* \* \*', 'select private\.invoke_notify\(\)'\)$/],
    ['no job', { cron: { job: null, lastRun: null } }, /^pg_cron has no job notify-outbox: run in the SQL editor: select cron\.schedule/],
    ['an inactive job', { cron: { job: { jobid: 3, schedule: '* * * * *', command: 'select private.invoke_notify()', active: false }, lastRun: null } },
      /^the pg_cron job notify-outbox is inactive: run select cron\.alter_job\(3, active := true\)$/],
    ['no pg_net', { net: null }, /^pg_net is not installed \(no net\._http_response\)/],
  ] as const)('stops at once, naming the fix, with %s', async (_, patch, expected) => {
    const fake = readings(stopped(patch))
    const failures = await watch(fake)
    expect(failures[0]).toMatch(expected)
    expect(fake.slept).toEqual([])
  })

  it('names what each other answer of pg_net means', () => {
    const answer = (response: NonNullable<NonNullable<SchedulerReading['net']>['response']>) => chainFailures(stopped({ net: { response } }))
    expect(answer({ statusCode: null, timedOut: false, errorMsg: "Couldn't resolve host name", content: null }))
      .toEqual(["pg_net could not reach notify (Couldn't resolve host name): the Vault secret notify_url is wrong: run npm run deploy -- --from vault"])
    expect(answer({ statusCode: null, timedOut: true, errorMsg: 'Timeout was reached', content: null })[0]).toMatch(/^pg_net's call to notify timed out/)
    expect(answer({ statusCode: 404, timedOut: false, errorMsg: null, content: 'Function not found' })[0]).toMatch(/^pg_net answered 404 for notify: no function at the Vault secret notify_url: run npm run deploy -- --from functions/)
    expect(answer({ statusCode: 503, timedOut: false, errorMsg: null, content: '{"error":"Server misconfigured"}' })[0]).toMatch(/^pg_net answered 503 for notify: notify is misconfigured or its drain failed \(\{"error":"Server misconfigured"\}\)/)
    const failedRun = chainFailures(stopped({ cron: { job: working(0).cron!.job, lastRun: { status: 'failed', returnMessage: 'ERROR:  invoke_notify: the Vault secrets notify_url and notify_secret must both be set (npm run deploy -- --from vault)', startTime: at(0) } } }))
    expect(failedRun).toEqual(["pg_cron's last run of notify-outbox failed: ERROR:  invoke_notify: the Vault secrets notify_url and notify_secret must both be set (npm run deploy -- --from vault)"])
  })

  it('says notify predates its heartbeat when it answers 200 but records no drain', async () => {
    const called = stopped({ heartbeat: { drainAt: at(-600), notifyRequestId: 8, notifyRequestedAt: at(5) } }, 6)
    const failures = await watch(readings(stopped({}), called), 20_000)
    expect(failures).toEqual([expect.stringMatching(/^notify answered pg_net 200 but no drain recorded in 20 s .*run npm run deploy -- --from functions$/)])
  })

  it('is one of the smoke test\'s checks, its lines marked', async () => {
    const { failures } = await check({ health: { status: 200, body: HEALTHY }, auth: 200 }, legacyKey('service_role'), {
      readScheduler: readings(stopped({ cron: null })).read,
    })
    expect(failures).toEqual([expect.stringMatching(/^scheduler: pg_cron is not installed/), expect.stringMatching(/^scheduler: no drain recorded in 0 s/)])
  })
})

describe('the scheduler\'s readings in PostgreSQL', () => {
  const sql = superuser(1)
  afterAll(() => sql.end())

  /** pg_cron's and pg_net's tables as the extensions create them (see the file's header). */
  const EXTENSION_TABLES = `
    create schema cron;
    create sequence cron.jobid_seq;
    create table cron.job (
      jobid bigint primary key default pg_catalog.nextval('cron.jobid_seq'),
      schedule text not null,
      command text not null,
      nodename text not null default 'localhost',
      nodeport int not null default pg_catalog.inet_server_port(),
      database text not null default pg_catalog.current_database(),
      username text not null default current_user,
      active boolean not null default 'true',
      jobname text,
      constraint jobname_username_uniq unique (jobname, username)
    );
    create sequence cron.runid_seq;
    create table cron.job_run_details (
      jobid bigint,
      runid bigint primary key default pg_catalog.nextval('cron.runid_seq'),
      job_pid integer,
      database text,
      username text,
      command text,
      status text,
      return_message text,
      start_time timestamptz,
      end_time timestamptz
    );
    create schema net;
    create unlogged table net._http_response (
      id bigint,
      status_code integer,
      content_type text,
      headers jsonb,
      content text,
      timed_out bool,
      error_msg text,
      created timestamptz not null default now()
    );
    -- net.http_post queues a request and answers its id; the worker later writes the response
    create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
      headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint
    language sql as $$ select 41::bigint $$;`

  it('reads the job, its last run and pg_net\'s answer to the call private.invoke_notify() recorded', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await tx.unsafe(EXTENSION_TABLES)
      await tx`delete from vault.secrets`
      await tx`select vault.create_secret('https://ref.supabase.co/functions/v1/notify', 'notify_url'), vault.create_secret('a-stale-secret', 'notify_secret')`
      await tx`insert into cron.job (jobname, schedule, command) values ('purge-cron-run-details', '17 3 * * *', 'delete'), ('notify-outbox', '* * * * *', 'select private.invoke_notify()')`
      const [job] = await tx<{ jobid: string }[]>`select jobid from cron.job where jobname = 'notify-outbox'`
      const jobid = job!.jobid
      await tx`insert into cron.job_run_details (jobid, status, return_message, start_time) values (${jobid}, 'failed', 'old', now() - interval '2 minutes'), (${jobid}, 'succeeded', '1 row', now())`
      await tx`update private.scheduler_heartbeat set drain_at = now() - interval '10 minutes'`
      await tx`select private.invoke_notify()` // pg_cron's job: the request id is noted
      await tx`insert into net._http_response (id, status_code, content_type, content) values (40, 200, 'application/json', '{}'), (41, 401, 'application/json', '{"error":"Unauthorized"}')`
      const reading = await readScheduler(tx)
      return { reading, failures: chainFailures(reading) }
    })
    expect(error).toBeUndefined()
    expect(value!.reading).toMatchObject({
      heartbeat: { notifyRequestId: 41 },
      cron: { job: { schedule: '* * * * *', command: 'select private.invoke_notify()', active: true }, lastRun: { status: 'succeeded', returnMessage: '1 row' } },
      net: { response: { statusCode: 401, timedOut: null, errorMsg: null, content: '{"error":"Unauthorized"}' } },
    })
    expect(value!.reading.now.getTime() - value!.reading.heartbeat!.drainAt!.getTime()).toBe(600_000)
    expect(value!.failures).toEqual(["pg_net answered 401 for notify: the Vault secret notify_secret differs from the functions' NOTIFY_SECRET: run npm run deploy -- --from vault"])
  })

  it('reads neither extension where they are missing, as on the local stack', async () => {
    const reading = await readScheduler(sql)
    expect(reading).toMatchObject({ cron: null, net: null })
    expect(chainFailures(reading)).toEqual([expect.stringMatching(/^pg_cron is not installed/), expect.stringMatching(/^pg_net is not installed/)])
  })
})

describe('the service key\'s kind', () => {
  it('tells a secret key from a legacy service_role JWT, and refuses the others with what to set', () => {
    expect(serviceKeyKind(SECRET_KEY)).toBe('secret-key')
    expect(serviceKeyKind(` ${legacyKey('service_role')}\n`)).toBe('legacy-jwt')
    expect(serviceKeyKind(legacyKey('anon'))).toEqual({ problem: expect.stringMatching(/^is the legacy anon key: set /) })
    expect(serviceKeyKind(legacyKey('authenticated'))).toEqual({ problem: expect.stringMatching(/^is a JWT without the service_role role/) })
    expect(serviceKeyKind('sb_publishable_0123456789abcdefghij')).toEqual({ problem: expect.stringMatching(/^is a publishable key/) })
    expect(serviceKeyKind('sb_secret_short')).toEqual({ problem: expect.stringMatching(/^is neither a secret key/) })
    expect(serviceKeyKind('not.a.jwt')).toEqual({ problem: expect.stringMatching(/^is neither a secret key/) })
    expect(() => serviceKeyHeaders(legacyKey('anon'))).toThrow(/^SUPABASE_SERVICE_ROLE_KEY is the legacy anon key/)
  })
})
