// Entry point of the `api` edge function: env → config → app → Deno.serve.
// An environment unsafe for a public SITE_URL (config.ts misconfiguration()) is logged once and
// every request answers 503, so a deployment never serves with local secrets.
import { buildApp } from '../_shared/app.ts';
import { createAuth } from '../_shared/auth/create.ts';
import { misconfiguration, parseConfig } from '../_shared/config.ts';
import { createPool } from '../_shared/db/pool.ts';

/** Supabase's Edge Runtime global (absent under plain Deno): background work after an answer. */
declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;
const waitUntil = typeof EdgeRuntime === 'undefined' ? undefined : (work: Promise<unknown>) => EdgeRuntime.waitUntil(work);

type Handler = (req: Request, info: { remoteAddr: { hostname: string } }) => Response | Promise<Response>;
declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve: (
    options: { port?: number; hostname?: string; onListen?: (addr: { port: number }) => void },
    handler: Handler,
  ) => unknown;
};

function appHandler(env: Record<string, string>): Handler {
  const config = parseConfig(env);
  const sql = createPool(config.API_DB_URL);
  const app = buildApp({
    config,
    sql,
    auth: createAuth(config, sql, () => new Date()),
    clock: () => new Date(),
    log: (message, detail) => console.error(JSON.stringify({ level: 'error', message, ...detail })),
    ...(waitUntil ? { waitUntil } : {}),
  });
  return (req, info) => app.fetch(req, { remoteAddr: info.remoteAddr.hostname });
}

const env = Deno.env.toObject();
const problem = misconfiguration(env);
if (problem) console.error(problem);
const handler: Handler = problem ? () => Response.json({ error: 'Server misconfigured' }, { status: 503 }) : appHandler(env);

if (env.PORT) {
  Deno.serve({ port: Number(env.PORT), hostname: '0.0.0.0', onListen: ({ port }) => console.log(`api listening on :${port}`) }, handler);
} else {
  Deno.serve({}, handler);
}
