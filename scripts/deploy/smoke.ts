// The deploy's last step: the deployed site, checked the way a visitor reaches it. GET
// <SITE_URL>/api/health through the static host must answer 200 with the health contract
// (supabase/functions/_shared/contract/health.ts), the database up, the request signed by the
// host's proxy, and the database session's timeouts in place; and Supabase Auth must accept
// SUPABASE_SERVICE_ROLE_KEY (sent as Supabase documents for its kind: service-key.ts), which
// `npm run admin:create` needs; and the scheduler must run: over SUPABASE_DB_URL it waits up to
// 3 minutes for notify's next drain and reads pg_cron's job and pg_net's answer to its last call
// (scheduler-watch.ts). Returns one line per failure, naming what failed and the fix.
import postgres from 'postgres'
import { healthResponseSchema } from '../../supabase/functions/_shared/contract/health.ts'
import { readScheduler, watchScheduler, type SchedulerReading, type WatchOptions } from './scheduler-watch.ts'
import { serviceKeyHeaders } from './service-key.ts'

export type SmokeTarget = { siteUrl: string; supabaseUrl: string; serviceKey: string; dbUrl: string }
export type SmokeOptions = {
  fetch?: typeof fetch; attempts?: number; pauseMs?: number; timeoutMs?: number
  /** reads the scheduler's tables (default: over target.dbUrl) */
  readScheduler?: () => Promise<SchedulerReading>
  /** how long and how often to wait for a fresh drain */
  scheduler?: WatchOptions
}

const base = (url: string) => url.replace(/\/+$/, '')

/** A GET, retried while it fails to connect or answers 5xx (a function just deployed may start cold). */
async function get(url: string, headers: Record<string, string>, { fetch: send = fetch, attempts = 3, pauseMs = 5000, timeoutMs = 20_000 }: SmokeOptions) {
  let last: Response | Error = new Error('not called')
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    try {
      last = await send(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
      if (last.status < 500) return last
    } catch (error) {
      last = error as Error
    }
  }
  return last
}

async function healthFailures(siteUrl: string, options: SmokeOptions): Promise<string[]> {
  const url = `${base(siteUrl)}/api/health`
  const res = await get(url, {}, options)
  if (res instanceof Error) return [`GET ${url} did not answer (${res.message}): is the site deployed at SITE_URL?`]
  const text = await res.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const health = healthResponseSchema.safeParse(body)
  if (!health.success) {
    const hint = res.status === 404 || /<html/i.test(text) ? ': the host does not proxy /api to the function (dist/_redirects)' : ''
    return [`GET ${url} answered ${res.status} without the health report${hint}`]
  }
  const failures: string[] = []
  const { database, signedProxy, databaseTimeouts } = health.data
  if (database !== 'up') failures.push(`GET ${url}: the database is down (${res.status}): the function cannot reach SUPABASE_DB_URL`)
  else if (res.status !== 200) failures.push(`GET ${url} answered ${res.status}`)
  if (!signedProxy) {
    failures.push(`GET ${url}: the request was not signed by the host: give the host the functions' PROXY_SIGNING_SECRET (step host-env), then deploy the site again (step upload)`)
  }
  if (database === 'up' && !databaseTimeouts) {
    failures.push(`GET ${url}: the database session lacks its timeouts (statement_timeout, lock_timeout, idle_in_transaction_session_timeout): see supabase/functions/_shared/db/pool.ts`)
  }
  return failures
}

async function serviceKeyFailures(supabaseUrl: string, serviceKey: string, options: SmokeOptions): Promise<string[]> {
  const url = `${base(supabaseUrl)}/auth/v1/admin/users?page=1&per_page=1`
  const res = await get(url, serviceKeyHeaders(serviceKey), options)
  if (res instanceof Error) return [`GET ${url} did not answer (${res.message})`]
  await res.body?.cancel()
  if (res.ok) return []
  return [`Supabase Auth refused SUPABASE_SERVICE_ROLE_KEY (GET ${url} answered ${res.status}): set the project's secret key (sb_secret_…) or its legacy service_role key`]
}

async function schedulerFailures(dbUrl: string, options: SmokeOptions): Promise<string[]> {
  if (options.readScheduler) return await watchScheduler(options.readScheduler, options.scheduler)
  const sql = postgres(dbUrl, { max: 1, ssl: 'prefer', onnotice: () => {}, connect_timeout: 30 })
  try {
    return await watchScheduler(() => readScheduler(sql), options.scheduler)
  } catch (error) {
    return [`could not read the scheduler over SUPABASE_DB_URL (${(error as Error).message})`]
  } finally {
    await sql.end({ timeout: 5 })
  }
}

export async function smokeTest(target: SmokeTarget, options: SmokeOptions = {}): Promise<string[]> {
  const [health, key, scheduler] = await Promise.all([
    healthFailures(target.siteUrl, options),
    serviceKeyFailures(target.supabaseUrl, target.serviceKey, options),
    schedulerFailures(target.dbUrl, options),
  ])
  return [...health, ...key, ...scheduler.map((line) => `scheduler: ${line}`)]
}
