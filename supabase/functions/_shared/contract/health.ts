// GET /api/health: the database's state, plus two booleans for the first deploy to see (the
// deploy's smoke test reads them): whether this request came through the static host's signed
// proxy (a valid X-Nf-Sign for PROXY_SIGNING_SECRET: http/proxy-signature.ts), and whether a
// request's database transaction runs with the intended timeouts (db/pool.ts SESSION_TIMEOUTS);
// and the scheduler's heartbeat (db/heartbeat.ts): when notify last drained the outbox and last
// ran the retention, how many seconds ago, and whether that is late. `status` is `degraded`
// when the database is down (HTTP 503) or either beat is late (HTTP 200: the API itself serves).
import { z } from 'zod';

export const schedulerBeatSchema = z.object({
  /** ISO time it last finished; null when never recorded */
  lastAt: z.string().nullable(),
  ageSeconds: z.number().int().nonnegative().nullable(),
  late: z.boolean(),
});
export type SchedulerBeat = z.infer<typeof schedulerBeatSchema>;

export const schedulerReportSchema = z.object({ drain: schedulerBeatSchema, retention: schedulerBeatSchema });
export type SchedulerReport = z.infer<typeof schedulerReportSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  signedProxy: z.boolean(),
  databaseTimeouts: z.boolean(),
  /** null when the database is down */
  scheduler: schedulerReportSchema.nullable(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
