// The function's own memo of public reads (issue 58): an answer the CDN may keep (a 200 to an
// anonymous GET carrying Netlify-CDN-Cache-Control: http/shared-cache.ts) is kept here too, as it was
// sent (compressed for the Accept-Encoding it was asked with), and answered again without the
// route's transaction, its image lookup, its JSON and its compression, while the database has not
// changed. A CDN miss is what reaches the function: after a purge or a deploy, every edge and every
// language asks for the same few answers at once (bench/report.md, "The CDN": GET /api/services at
// 8% of a static file's rate before this).
//
// When a kept answer is right: a shared answer is by its own headers the same for every visitor
// asking with its key (the path and query, Vary's headers: the CDN keys it so), so the memo keys by
// the path, the query and Accept-Encoding, and keeps only answers that vary by nothing else. It
// is served only while the database's snapshot is the one read before the answer was made
// (db/snapshot.ts): any write that commits, a staff save, a registration, the drain queueing what
// came due, changes it, and every kept answer is dropped at the next request. The snapshot is read
// after each request arrives, so a request never gets an answer older than the commits made before
// it; a purge, sent only after its change committed, can never be answered from before it, and
// neither can the CDN's next miss. An answer whose lifetime is bounded (an event's, until its
// registration closes: s-maxage) is kept no longer than the CDN keeps it.
//
// Never kept: a request with a session cookie or an Authorization header (its answer may be
// private; sessionMiddleware decides), one the edge did not sign while the function requires it
// (edgeOnly refuses it), anything but a shared 200 answer, an answer setting a cookie or varying by
// a request header other than Accept-Encoding, an answer that is not text (an image of /api/media).
// The signed-in, the failed and the private pass by.
// Outermost in app.ts, so a kept answer skips every other middleware; a miss runs them all.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/session.ts';
import { currentSnapshot, sharedSnapshotReader, type SnapshotReader } from '../db/snapshot.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { PROXY_SIGNATURE_HEADER, requestSignedByEdge } from './proxy-signature.ts';

/** An answer kept as it was sent. */
type Kept = { status: number; headers: Headers; body: ArrayBuffer; until: number };

/** The largest answer kept, and all of them together. */
const MAX_ANSWER_BYTES = 256 * 1024;
const MAX_TOTAL_BYTES = 16 * 1024 * 1024;

/** The answers kept: JSON, feeds (XML) and text. */
const TEXT_TYPES = /^(application\/(json|[\w.+-]*\+?xml)|text\/)/i;

/** The memo's own header, for whoever reads an answer (tests, someone tracing a page): `hit` when it answered from memory. */
export const MEMO_HEADER = 'X-Api-Memo';

/** A request whose answer may be a kept one: a GET without anything naming a caller. */
function anonymousGet(c: Parameters<MiddlewareHandler<AppEnv>>[0]): boolean {
  return c.req.method === 'GET' && c.req.header('authorization') === undefined
    && getCookie(c, ACCESS_COOKIE) === undefined && getCookie(c, REFRESH_COOKIE) === undefined;
}

/** The milliseconds the CDN keeps `res` (its s-maxage), or null when it is not an answer the memo may keep. */
function keepFor(res: Response): number | null {
  const cdn = res.headers.get('Netlify-CDN-Cache-Control');
  const seconds = Number(/(?:^|,)\s*s-maxage=(\d+)/i.exec(cdn ?? '')?.[1] ?? 0);
  if (res.status !== 200 || !cdn || !(seconds > 0) || res.headers.has('Set-Cookie')) return null;
  // text only: an image of /api/media is streamed to the CDN as it comes, never read whole here
  if (!TEXT_TYPES.test(res.headers.get('Content-Type') ?? '')) return null;
  const vary = (res.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (vary.some((name) => name !== 'accept-encoding')) return null;
  // Netlify-Vary by query parameters only: the memo's key holds the whole query, a finer key
  const netlifyVary = (res.headers.get('Netlify-Vary') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  if (netlifyVary.some((part) => !part.toLowerCase().startsWith('query'))) return null;
  return seconds * 1000;
}

/** The memo of `deps`'s app; `readSnapshot` is the database's (shared between concurrent requests unless given). */
export function publicReadMemo(deps: AppDeps, readSnapshot: SnapshotReader = sharedSnapshotReader(() => currentSnapshot(deps.sql))): MiddlewareHandler<AppEnv> {
  const kept = new Map<string, Kept>();
  let bytes = 0;
  /** The snapshot every kept answer was made after. */
  let keptAt = '';

  const forget = (key: string) => {
    const gone = kept.get(key);
    if (gone) bytes -= gone.body.byteLength;
    kept.delete(key);
  };
  const keep = (key: string, answer: Kept) => {
    forget(key);
    kept.set(key, answer);
    bytes += answer.body.byteLength;
    // the oldest first (a Map iterates in insertion order)
    for (const oldest of kept.keys()) {
      if (bytes <= MAX_TOTAL_BYTES) break;
      forget(oldest);
    }
  };

  return async (c, next) => {
    if (!anonymousGet(c)) return next();
    const { config } = deps;
    if (config.PROXY_SIGNING_SECRET && !(await requestSignedByEdge(c.req.header(PROXY_SIGNATURE_HEADER), config))) return next();
    let snapshot: string;
    try {
      snapshot = await readSnapshot();
    } catch {
      return next(); // the database is away: the route answers as it does without the memo
    }
    if (snapshot !== keptAt) {
      kept.clear();
      bytes = 0;
      keptAt = snapshot;
    }
    const url = new URL(c.req.url);
    const key = `${url.pathname}${url.search}\n${c.req.header('accept-encoding') ?? ''}`;
    const now = deps.clock().getTime();
    const found = kept.get(key);
    if (found && now < found.until) {
      const headers = new Headers(found.headers);
      headers.set('X-Request-Id', crypto.randomUUID());
      headers.set(MEMO_HEADER, 'hit');
      return new Response(found.body, { status: found.status, headers });
    }
    if (found) forget(key);

    await next();
    const lifetime = keepFor(c.res);
    if (lifetime === null) return;
    const body = await c.res.arrayBuffer();
    const headers = new Headers(c.res.headers);
    c.res = new Response(body, { status: c.res.status, headers });
    // a newer snapshot was read meanwhile: this answer may be older than the answers kept under it
    if (snapshot !== keptAt || body.byteLength > MAX_ANSWER_BYTES) return;
    keep(key, { status: c.res.status, headers, body, until: now + lifetime });
  };
}
