// Entry point of the `api` edge function: env → config → app → Deno.serve.
import { buildApp } from '../_shared/app.ts';
import { createAuth } from '../_shared/auth/create.ts';
import { parseConfig } from '../_shared/config.ts';
import { createPool } from '../_shared/db/pool.ts';

declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve: (
    options: { port?: number; hostname?: string; onListen?: (addr: { port: number }) => void },
    handler: (req: Request, info: { remoteAddr: { hostname: string } }) => Response | Promise<Response>,
  ) => unknown;
};

const config = parseConfig(Deno.env.toObject());
const sql = createPool(config.SUPABASE_DB_URL);
const app = buildApp({
  config,
  sql,
  auth: createAuth(config, sql, () => new Date()),
  clock: () => new Date(),
  log: (message, detail) => console.error(JSON.stringify({ level: 'error', message, ...detail })),
});

const handler = (req: Request, info: { remoteAddr: { hostname: string } }) =>
  app.fetch(req, { remoteAddr: info.remoteAddr.hostname });

if (config.PORT) {
  Deno.serve({ port: Number(config.PORT), hostname: '0.0.0.0', onListen: ({ port }) => console.log(`api listening on :${port}`) }, handler);
} else {
  Deno.serve({}, handler);
}
