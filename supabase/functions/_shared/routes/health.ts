// GET /api/health: 200 when the database answers, else 503 (no cache). It reads the session
// timeouts inside a request transaction (withCaller), where every route's queries run, and says
// whether the request carried the static host's proxy signature.
import { Hono } from 'hono';
import type { HealthResponse } from '../contract/health.ts';
import { SESSION_TIMEOUTS } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { PROXY_SIGNATURE_HEADER, signedByEdge } from '../http/proxy-signature.ts';

const TIMEOUT_NAMES = Object.keys(SESSION_TIMEOUTS) as (keyof typeof SESSION_TIMEOUTS)[];
// pg_settings shows each in its base unit, milliseconds; constant text, so nothing is described first
const READ_TIMEOUTS = `select name, setting from pg_catalog.pg_settings where name in (${TIMEOUT_NAMES.map((n) => `'${n}'`).join(', ')})`;

async function timeoutsHold(c: AppContext): Promise<boolean> {
  const rows = await withCaller(c, (tx) => tx.unsafe<{ name: keyof typeof SESSION_TIMEOUTS; setting: string }[]>(READ_TIMEOUTS));
  const seen = new Map(rows.map((row) => [row.name, row.setting]));
  return TIMEOUT_NAMES.every((name) => seen.get(name) === String(SESSION_TIMEOUTS[name]));
}

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const secret = c.get('deps').config.PROXY_SIGNING_SECRET;
    const signedProxy = !!secret && await signedByEdge(c.req.header(PROXY_SIGNATURE_HEADER), secret);
    try {
      const databaseTimeouts = await timeoutsHold(c);
      return c.json({ status: 'ok', database: 'up', signedProxy, databaseTimeouts } satisfies HealthResponse);
    } catch {
      return c.json({ status: 'degraded', database: 'down', signedProxy, databaseTimeouts: false } satisfies HealthResponse, 503);
    }
  });
  return app;
}
