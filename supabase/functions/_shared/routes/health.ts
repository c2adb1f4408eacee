// GET /api/health: 200 when the database answers, else 503 (no cache). It reads the session
// timeouts inside a request transaction (withCaller), where every route's queries run, says
// whether the request carried the static host's proxy signature, and reports the scheduler's
// heartbeat (db/heartbeat.ts). A late drain or retention makes the status `degraded` but keeps
// HTTP 200: the API itself serves, so an uptime check or the host must not take it for down,
// and the deploy's smoke step (scripts/deploy/smoke.ts) retries 5xx as a cold start and
// checks the scheduler itself, naming the cause.
import { Hono } from 'hono';
import type { HealthResponse } from '../contract/health.ts';
import { readHeartbeat } from '../db/heartbeat.ts';
import { SESSION_TIMEOUTS } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppContext, AppEnv } from '../http/context.ts';

const TIMEOUT_NAMES = Object.keys(SESSION_TIMEOUTS) as (keyof typeof SESSION_TIMEOUTS)[];
// pg_settings shows each in its base unit, milliseconds; constant text, so nothing is described first
const READ_TIMEOUTS = `select name, setting from pg_catalog.pg_settings where name in (${TIMEOUT_NAMES.map((n) => `'${n}'`).join(', ')})`;

async function readState(c: AppContext) {
  return await withCaller(c, async (tx) => {
    const rows = await tx.unsafe<{ name: keyof typeof SESSION_TIMEOUTS; setting: string }[]>(READ_TIMEOUTS);
    const seen = new Map(rows.map((row) => [row.name, row.setting]));
    const databaseTimeouts = TIMEOUT_NAMES.every((name) => seen.get(name) === String(SESSION_TIMEOUTS[name]));
    return { databaseTimeouts, scheduler: await readHeartbeat(tx) };
  });
}

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const signedProxy = c.get('edgeSigned');
    try {
      const { databaseTimeouts, scheduler } = await readState(c);
      const status = scheduler.drain.late || scheduler.retention.late ? 'degraded' : 'ok';
      return c.json({ status, database: 'up', signedProxy, databaseTimeouts, scheduler } satisfies HealthResponse);
    } catch {
      return c.json({ status: 'degraded', database: 'down', signedProxy, databaseTimeouts: false, scheduler: null } satisfies HealthResponse, 503);
    }
  });
  return app;
}
