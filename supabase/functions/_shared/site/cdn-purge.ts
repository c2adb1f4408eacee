// Sends the CDN cache tags that changes queued (private.cdn_purge_queue, filled by the database
// itself: migration 20261208120000_cdn_purge_queue.sql) to the site's purge endpoint, a Netlify
// Function that calls Netlify's purgeCache with them (netlify/functions/purge.mts; the endpoint's
// rules: site/purge-endpoint.ts). No Netlify account token is kept here: the endpoint runs on the
// site, which Netlify lets purge its own cache, and proves the caller with CDN_PURGE_SECRET.
//
// Who sends: /api right after a write that queued tags (purgeAfterWrite), and the notify drain every
// minute (what a write left behind, what came due, what a failed call left). A tag leaves the
// queue only once the endpoint answered 2xx, and only its entries up to the newest that was read
// before the call: a change committed while the call was on its way stays queued for the next send. A failed call is
// logged and counted on its tags; it is never the failure of the request that made the change.
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { Sql } from '../db/pool.ts';
import type { AppEnv } from '../http/context.ts';
import { CDN_PURGE_SECRET_HEADER, MAX_TAGS_PER_REQUEST } from './purge-endpoint.ts';

/** Where the site's purge endpoint answers, below SITE_URL (Netlify's path of a function named purge). */
export const PURGE_ENDPOINT_PATH = '/.netlify/functions/purge';
const CALL_TIMEOUT_MS = 10_000;
/** Calls per send at most (each of up to MAX_TAGS_PER_REQUEST tags): a backlog goes out over a few drains. */
const MAX_CALLS_PER_SEND = 5;
/** How long a write's answer waits for its purge at most. */
const PURGE_WAIT_MS = 2000;

type Log = (message: string, detail?: Record<string, unknown>) => void;
type Fetch = (url: string, init: RequestInit) => Promise<Response>;
export type PurgeTarget = { url: string; secret: string };
export type PurgeSendResult = { sent: number; failed: boolean };

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The endpoint this deployment purges through, or null when CDN_PURGE_SECRET is not set (no CDN to purge). */
export function purgeTarget(config: Config): PurgeTarget | null {
  if (!config.CDN_PURGE_SECRET) return null;
  return { url: config.CDN_PURGE_URL ?? `${config.SITE_URL}${PURGE_ENDPOINT_PATH}`, secret: config.CDN_PURGE_SECRET };
}

/** One call with the oldest queued tags; the number sent, 0 when none were queued, or an error. */
async function sendBatch(sql: Sql, target: PurgeTarget, send: Fetch): Promise<number | Error> {
  const rows = await sql<{ tag: string; upto: string }[]>`
    select tag, max(id)::text as upto from private.cdn_purge_queue group by tag order by min(id) limit ${MAX_TAGS_PER_REQUEST}`;
  if (rows.length === 0) return 0;
  const tags = rows.map((r) => r.tag);
  let problem: string | null = null;
  try {
    const res = await send(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CDN_PURGE_SECRET_HEADER]: target.secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) problem = `the purge endpoint answered ${res.status}`;
  } catch (err) {
    problem = `the purge call failed: ${reason(err)}`;
  }
  if (problem) {
    await sql`update private.cdn_purge_queue q set attempts = attempts + 1, last_error = ${problem.slice(0, 500)}
      from unnest(${tags}::text[], ${rows.map((r) => r.upto)}::bigint[]) as s(tag, upto)
      where q.tag = s.tag and q.id <= s.upto`;
    return new Error(problem);
  }
  await sql`delete from private.cdn_purge_queue q
    using unnest(${tags}::text[], ${rows.map((r) => r.upto)}::bigint[]) as s(tag, upto)
    where q.tag = s.tag and q.id <= s.upto`;
  return tags.length;
}

/** Sends what is queued, a batch per call, until the queue is empty or a call fails. Never throws. */
export async function sendQueuedPurges(sql: Sql, target: PurgeTarget, log: Log, send: Fetch = fetch): Promise<PurgeSendResult> {
  let sent = 0;
  try {
    for (let call = 0; call < MAX_CALLS_PER_SEND; call++) {
      const batch = await sendBatch(sql, target, send);
      if (batch instanceof Error) {
        log('cdn purge: the tags stay queued for the next drain', { error: batch.message, sent });
        return { sent, failed: true };
      }
      sent += batch;
      if (batch < MAX_TAGS_PER_REQUEST) break;
    }
  } catch (err) {
    log('cdn purge: could not read or update the queue', { error: reason(err), sent });
    return { sent, failed: true };
  }
  return { sent, failed: false };
}

/**
 * Time changes what is public with no write (a scheduled post or event going live, a job closing,
 * a release expiring): the drain queues the tags of what came due since its last run. The number
 * of rows that came due.
 */
export async function queueContentComeDue(sql: Sql): Promise<number> {
  const [row] = await sql<{ due: number }[]>`select private.queue_content_come_due() as due`;
  return row?.due ?? 0;
}

/** The newest entry of the queue: what is queued after this was read has a greater id. */
async function newestQueued(sql: Sql): Promise<string> {
  const [row] = await sql<{ upto: string }[]>`select coalesce(max(id), 0)::text as upto from private.cdn_purge_queue`;
  return row?.upto ?? '0';
}

/** Whether anything was queued after `upto` (by this request's write, or one made meanwhile). */
async function queuedSince(sql: Sql, upto: string): Promise<boolean> {
  const [row] = await sql<{ any: boolean }[]>`select exists (select 1 from private.cdn_purge_queue where id > ${upto}::bigint) as any`;
  return row?.any ?? false;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * After a write /api answered without an error, what it queued is sent at once (the visitor's
 * next page view shows it). A write that changed nothing public (a contact message, a signup)
 * queued nothing: it sends nothing and waits for nothing.
 */
export const purgeAfterWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { sql, config, log, waitUntil } = c.get('deps');
  const target = isWrite(c.req.method) ? purgeTarget(config) : null;
  if (!target) return next();
  const before = await newestQueued(sql).catch(() => null);
  await next();
  if (before === null || c.res.status >= 400 || !(await queuedSince(sql, before).catch(() => false))) return;
  const work = sendQueuedPurges(sql, target, log);
  if (waitUntil) waitUntil(work);
  // The answer waits a moment for the purge, so a read right after the write (the page refetching
  // an event's seats after a registration) is not served the CDN's old copy; a slow endpoint
  // delays the answer at most PURGE_WAIT_MS, and the send goes on in the background.
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, PURGE_WAIT_MS)))]);
  clearTimeout(timer);
};
