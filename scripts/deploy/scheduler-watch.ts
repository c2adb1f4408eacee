// The smoke step's watch of the scheduler (issue 58): pg_cron's job `notify-outbox` calls
// private.invoke_notify(), which POSTs to notify through pg_net and notes pg_net's request id in
// private.scheduler_heartbeat; notify records each finished drain there
// (migration 20261205100000_scheduler_heartbeat.sql). Over SUPABASE_DB_URL the step waits
// (bounded) for a drain newer than its start, and reads what it needs to name the fix when none
// comes or the chain is wrong:
// - cron.job and cron.job_run_details as pg_cron defines them (citusdata/pg_cron
//   pg_cron--1.0.sql, and pg_cron--1.2--1.3.sql for jobname, active and job_run_details);
// - net._http_response as pg_net defines it (supabase/pg_net sql/pg_net.sql: id, status_code,
//   content_type, headers, content, timed_out, error_msg, created; rows kept for pg_net.ttl,
//   6 hours by default).
import type postgres from 'postgres'

export const NOTIFY_JOB = 'notify-outbox'

export type CronReading = {
  job: { jobid: number; schedule: string; command: string; active: boolean } | null
  lastRun: { status: string | null; returnMessage: string | null; startTime: Date | null } | null
}
export type NetReading = { statusCode: number | null; timedOut: boolean | null; errorMsg: string | null; content: string | null } | null

export type SchedulerReading = {
  /** the database's clock */
  now: Date
  heartbeat: { drainAt: Date | null; notifyRequestId: number | null; notifyRequestedAt: Date | null } | null
  /** null when pg_cron is not installed (no cron.job) */
  cron: CronReading | null
  /** null when pg_net is not installed (no net._http_response); else the answer to the job's last call, null until pg_net has it */
  net: { response: NetReading } | null
}

type Query = postgres.Sql | postgres.TransactionSql

/** One reading of the chain, as the database's owner sees it. */
export async function readScheduler(sql: Query): Promise<SchedulerReading> {
  const [state] = await sql<{ now: Date; cron: boolean; net: boolean; heartbeat: boolean }[]>`
    select now() as now, to_regclass('cron.job') is not null as cron, to_regclass('net._http_response') is not null as net,
           to_regclass('private.scheduler_heartbeat') is not null as heartbeat`
  const [beat] = state!.heartbeat
    ? await sql<{ drainAt: Date | null; notifyRequestId: string | null; notifyRequestedAt: Date | null }[]>`
        select drain_at as "drainAt", notify_request_id as "notifyRequestId", notify_requested_at as "notifyRequestedAt"
        from private.scheduler_heartbeat`
    : []
  const heartbeat = beat ? { ...beat, notifyRequestId: beat.notifyRequestId === null ? null : Number(beat.notifyRequestId) } : null
  let cron: CronReading | null = null
  if (state!.cron) {
    const [job] = await sql<{ jobid: string; schedule: string; command: string; active: boolean }[]>`
      select jobid, schedule, command, active from cron.job where jobname = ${NOTIFY_JOB} order by jobid limit 1`
    const [run] = job
      ? await sql<{ status: string | null; returnMessage: string | null; startTime: Date | null }[]>`
          select status, return_message as "returnMessage", start_time as "startTime"
          from cron.job_run_details where jobid = ${job.jobid} order by runid desc limit 1`
      : []
    cron = { job: job ? { ...job, jobid: Number(job.jobid) } : null, lastRun: run ?? null }
  }
  let net: SchedulerReading['net'] = null
  if (state!.net) {
    const [response] = heartbeat?.notifyRequestId != null
      ? await sql<NonNullable<NetReading>[]>`
          select status_code as "statusCode", timed_out as "timedOut", error_msg as "errorMsg", left(content, 300) as content
          from net._http_response where id = ${heartbeat.notifyRequestId}`
      : []
    net = { response: response ?? null }
  }
  return { now: state!.now, heartbeat, cron, net }
}

const FROM_VAULT = 'run npm run deploy -- --from vault'
const SCHEDULE_SQL = `select cron.schedule('${NOTIFY_JOB}', '* * * * *', 'select private.invoke_notify()')`

/** What is wrong with pg_cron's job and pg_net's answer to its last call, one line each with the fix. */
export function chainFailures(reading: SchedulerReading): string[] {
  const failures: string[] = []
  const { cron, net } = reading
  if (!cron) {
    failures.push(`pg_cron is not installed (no cron.job): enable pg_cron and pg_net (Database → Extensions), then run in the SQL editor: ${SCHEDULE_SQL}`)
  } else if (!cron.job) {
    failures.push(`pg_cron has no job ${NOTIFY_JOB}: run in the SQL editor: ${SCHEDULE_SQL}`)
  } else {
    if (!cron.job.active) failures.push(`the pg_cron job ${NOTIFY_JOB} is inactive: run select cron.alter_job(${cron.job.jobid}, active := true)`)
    if (cron.lastRun?.status === 'failed') {
      const message = (cron.lastRun.returnMessage ?? '').trim()
      // invoke_notify's own message names the Vault step already
      const fix = /vault/i.test(message) && !message.includes('--from vault') ? `: ${FROM_VAULT}` : ''
      failures.push(`pg_cron's last run of ${NOTIFY_JOB} failed: ${message || 'no message'}${fix}`)
    }
  }
  if (!net) {
    failures.push('pg_net is not installed (no net._http_response): enable pg_net (Database → Extensions); the job cannot call notify without it')
  } else if (net.response) {
    const { statusCode, timedOut, errorMsg, content } = net.response
    if (timedOut) failures.push('pg_net\'s call to notify timed out: the drain took over 55 s or notify_url does not answer: read notify\'s logs (Edge Functions → notify → Logs)')
    else if (statusCode === null) failures.push(`pg_net could not reach notify (${errorMsg ?? 'no answer'}): the Vault secret notify_url is wrong: ${FROM_VAULT}`)
    else if (statusCode === 401) failures.push(`pg_net answered 401 for notify: the Vault secret notify_secret differs from the functions' NOTIFY_SECRET: ${FROM_VAULT}`)
    else if (statusCode === 404) failures.push('pg_net answered 404 for notify: no function at the Vault secret notify_url: run npm run deploy -- --from functions, or fix the URL: run npm run deploy -- --from vault')
    else if (statusCode === 503) failures.push(`pg_net answered 503 for notify: notify is misconfigured or its drain failed (${(content ?? '').trim() || 'no body'}): read notify's logs (Edge Functions → notify → Logs)`)
    else if (statusCode !== 200) failures.push(`pg_net answered ${statusCode} for notify (${(content ?? '').trim() || 'no body'}): read notify's logs (Edge Functions → notify → Logs)`)
  }
  return failures
}

/** Why no fresh drain came, when the chain itself looks right. */
function staleFailure(reading: SchedulerReading, since: number, waitedSeconds: number): string {
  const beat = reading.heartbeat
  if (!beat) return 'private.scheduler_heartbeat is missing: apply the migrations: run npm run deploy -- --from db'
  const ago = (at: Date) => `${Math.round((reading.now.getTime() - at.getTime()) / 1000)} s ago`
  const none = `no drain recorded in ${waitedSeconds} s (${beat.drainAt ? `the last one ${ago(beat.drainAt)}` : 'none ever'})`
  if (!beat.notifyRequestedAt || beat.notifyRequestedAt.getTime() < since) {
    const last = beat.notifyRequestedAt ? `its last call ${ago(beat.notifyRequestedAt)}` : 'it has never called'
    return `${none}, and pg_cron's job ${NOTIFY_JOB} has not called notify meanwhile (${last}): read select * from cron.job_run_details order by runid desc limit 5`
  }
  if (reading.net?.response?.statusCode === 200) {
    return `notify answered pg_net 200 but ${none}: the deployed notify predates its heartbeat: run npm run deploy -- --from functions`
  }
  return `${none}: read notify's logs (Edge Functions → notify → Logs)`
}

/**
 * A chain that waiting will not mend: no job, an inactive one, no pg_net, or a call or run made
 * since the watch began that failed. (An answer from before may predate this deploy's fix.)
 */
function cannotMend(reading: SchedulerReading, since: number): boolean {
  const { cron, net, heartbeat } = reading
  if (!cron?.job?.active || !net) return true
  const after = (at: Date | null | undefined) => !!at && at.getTime() >= since
  if (cron.lastRun?.status === 'failed' && after(cron.lastRun.startTime)) return true
  return !!net.response && net.response.statusCode !== 200 && after(heartbeat?.notifyRequestedAt)
}

export type WatchOptions = { waitMs?: number; pauseMs?: number; sleep?: (ms: number) => Promise<void> }

/**
 * Waits up to `waitMs` (3 minutes: pg_cron calls every minute) for a drain recorded after the
 * watch began, and pg_net's answer to that call; then names what is wrong, or nothing.
 */
export async function watchScheduler(read: () => Promise<SchedulerReading>, options: WatchOptions = {}): Promise<string[]> {
  const { waitMs = 180_000, pauseMs = 10_000, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) } = options
  const first = await read()
  const since = first.now.getTime()
  let reading = first
  for (let waited = 0; ; waited += pauseMs) {
    const fresh = !!reading.heartbeat?.drainAt && reading.heartbeat.drainAt.getTime() >= since
    const chain = chainFailures(reading)
    // a fresh drain with pg_net's answer to the call in hand (or no pg_net to ask) is the end
    if (fresh && (reading.net === null || reading.net.response !== null)) return chain
    if (chain.length && cannotMend(reading, since)) return [...chain, ...(fresh ? [] : [staleFailure(reading, since, Math.round(waited / 1000))])]
    if (waited + pauseMs > waitMs) {
      if (fresh) return chain // the drain ran; pg_net has not stored its answer yet
      return [...chain, staleFailure(reading, since, Math.round(waited / 1000))]
    }
    await sleep(pauseMs)
    reading = await read()
  }
}
