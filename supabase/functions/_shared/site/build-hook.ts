// The static site's build hook: the public pages are prerendered with their content at build time
// (scripts/stack/prerender.ts), so content changed in the admin area asks the host for a new build
// by a POST to BUILD_HOOK_URL (Netlify: Site configuration → Build hooks). Netlify then builds
// the repository as netlify.toml says (npm run build into dist/) with the site's environment,
// which the deploy's host-env step fills with everything the build reads (scripts/deploy/host-env.ts);
// without SUPABASE_PROJECT_REF there the build stops rather than point /api at 127.0.0.1. At most one call per
// BUILD_HOOK_EVERY_SECONDS across every function worker: the state lives in Postgres
// (private.build_hook_state). A change inside that minute stays pending and is called in by the
// next change or by the notify drain (every minute) once the minute is over, so the last edit
// always reaches the pages. A failed call is logged, never the admin's failure.
import type { MiddlewareHandler } from 'hono';
import type { Sql } from '../db/pool.ts';
import type { AppEnv } from '../http/context.ts';

export const BUILD_HOOK_EVERY_SECONDS = 60;
const CALL_TIMEOUT_MS = 5000;

type Log = (message: string, detail?: Record<string, unknown>) => void;
type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Calls the hook if content changed since its last call and that call is a minute old; true when it did. */
export async function callBuildHookIfDue(sql: Sql, url: string, log: Log, send: Fetch = fetch): Promise<boolean> {
  const claimed = await sql`
    update private.build_hook_state set pending = false, last_called_at = now()
    where pending and (last_called_at is null or last_called_at <= now() - make_interval(secs => ${BUILD_HOOK_EVERY_SECONDS}))
    returning id`;
  if (claimed.length === 0) return false;
  try {
    const res = await send(url, { method: 'POST', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    await res.body?.cancel();
    if (!res.ok) log('build hook: the host refused the call', { status: res.status });
  } catch (err) {
    log('build hook: the call failed', { error: reason(err) });
  }
  return true;
}

/**
 * Time changes what is public too: a scheduled post or event going live, a job leaving the site
 * the day after its closing date. private.note_content_come_due() marks the rebuild pending when
 * one of those passed since its last run; the notify drain (every minute) runs it before
 * callBuildHookIfDue. True when something came due.
 */
export async function noteContentComeDue(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ due: boolean }[]>`select private.note_content_come_due() as due`;
  return row?.due === true;
}

/** Records that published content may have changed, then calls the hook if it is due. Never throws. */
export async function contentChanged(sql: Sql, url: string | undefined, log: Log, send: Fetch = fetch): Promise<void> {
  if (!url) return;
  try {
    await sql`update private.build_hook_state set pending = true`;
    await callBuildHookIfDue(sql, url, log, send);
  } catch (err) {
    log('build hook: could not record the change', { error: reason(err) });
  }
}

/** After an admin's successful write (not a read), the site's pages are due a rebuild. */
export const rebuildSiteOnChange: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === 'GET' || c.res.status >= 300) return;
  const { sql, config, log } = c.get('deps');
  await contentChanged(sql, config.BUILD_HOOK_URL, log);
};
