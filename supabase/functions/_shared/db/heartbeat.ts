// The scheduler's heartbeat (migration 20261205100000_scheduler_heartbeat.sql): notify records
// when its last drain and its last retention run finished; /api/health reads their ages and
// calls each late past its allowance. The allowances live here, beside the retention's period,
// so the writer and the reader cannot disagree.
import type { SchedulerBeat, SchedulerReport } from '../contract/health.ts';
import type { Sql, Tx } from './pool.ts';

/** notify runs the retention rules on a drain at most this often. */
export const RETENTION_EVERY_MS = 10 * 60_000;
/** pg_cron calls notify every minute; a drain older than this is late (issue 58: "over 3 minutes"). */
export const DRAIN_LATE_AFTER_SECONDS = 3 * 60;
/** The retention is late when it is a whole period overdue: its last run is over two periods old. */
export const RETENTION_LATE_AFTER_SECONDS = (2 * RETENTION_EVERY_MS) / 1000;

export type HeartbeatKind = 'drain' | 'retention';

/** notify's writer (private.record_heartbeat: security definer, service_role only). */
export async function recordHeartbeat(sql: Sql, kind: HeartbeatKind): Promise<void> {
  await sql`select private.record_heartbeat(${kind})`;
}

type Row = { drain_at: Date | null; drain_age_seconds: number | null; retention_at: Date | null; retention_age_seconds: number | null };

/** A time never recorded is late too: the chain has never run. */
const beat = (at: Date | null, ageSeconds: number | null, lateAfter: number): SchedulerBeat => ({
  lastAt: at ? at.toISOString() : null,
  ageSeconds: ageSeconds === null ? null : Math.max(0, Math.round(ageSeconds)),
  late: ageSeconds === null || ageSeconds > lateAfter,
});

/** The heartbeat as /api/health reports it (public.scheduler_heartbeat(): any role may read it). */
export async function readHeartbeat(tx: Sql | Tx): Promise<SchedulerReport> {
  const [row] = await tx<Row[]>`select drain_at, drain_age_seconds, retention_at, retention_age_seconds from public.scheduler_heartbeat()`;
  return {
    drain: beat(row?.drain_at ?? null, row?.drain_age_seconds ?? null, DRAIN_LATE_AFTER_SECONDS),
    retention: beat(row?.retention_at ?? null, row?.retention_age_seconds ?? null, RETENTION_LATE_AFTER_SECONDS),
  };
}
