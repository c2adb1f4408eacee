// Which /api answers the host's CDN may keep, and for how long (issue 58). A public read answered
// to a visitor is kept by Netlify's CDN until one of its cache tags is purged (the tags name what
// it shows: site/cache-tags.ts); everything else (errors, writes, staff and session answers, any
// answer to a request that carried a session) is `private, no-store` and never carries a header a
// shared cache acts on.
//
// Netlify (docs.netlify.com "Caching overview", "Cache key variations", "On-demand invalidation"):
// - answers of proxies and functions are cached only when they say so; `Netlify-CDN-Cache-Control`
//   is for Netlify's CDN alone and is removed before the answer reaches the client, so the
//   browser's own `Cache-Control` stays "revalidate";
// - `durable` keeps the answer in the shared durable cache, so one invocation serves every edge;
// - `Netlify-Cache-Tag` (comma-separated) names the answer for a purge by tag; Netlify removes it
//   too, so the same tags travel in X-Cache-Tags, our own header, which the page renderer reads
//   off the answers it used (scripts/build/page-function.ts) to tag the page;
// - without `Netlify-Vary`, the whole query string is part of the key; `query=lang` keys by the
//   language alone (a `?utm_source=` does not make another entry).
import type { MiddlewareHandler } from 'hono';
import type { Sql } from '../db/pool.ts';
import { rowTag, tagHeader } from '../site/cache-tags.ts';
import type { AppContext, AppEnv } from './context.ts';

/** A year, the longest the CDN keeps an answer: a change purges it long before. */
export const YEAR_SECONDS = 31_536_000;
/** Kept a year at the CDN: a change purges the answer; a stale one is served for a day while one request refreshes it. */
export const CDN_CACHE_CONTROL = `public, durable, s-maxage=${YEAR_SECONDS}, stale-while-revalidate=86400`;
/** The browser asks again each time (the CDN answers it from its copy). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const PRIVATE = 'private, no-store';
/** Our copy of the tags, which Netlify passes on (it removes Netlify-Cache-Tag). */
export const TAGS_HEADER = 'X-Cache-Tags';
/** Our copy of a bounded answer's lifetime in seconds (Netlify removes Netlify-CDN-Cache-Control), for the pages that show it. */
export const FRESH_FOR_HEADER = 'X-Cache-Fresh-For';
/** The headers only a shared cache acts on, and our copies of them. */
export const SHARED_CACHE_HEADERS = ['Netlify-CDN-Cache-Control', 'CDN-Cache-Control', 'Netlify-Cache-Tag', 'Cache-Tag', 'Netlify-Vary', TAGS_HEADER, FRESH_FOR_HEADER];

export type ShareOptions = {
  /** The answer depends on ?lang: the cache key holds it and no other query parameter. */
  byLanguage?: boolean;
  /** The browser's own Cache-Control. */
  browser?: string;
  /**
   * Seconds until the answer changes with the clock alone (an event's registration closing): kept
   * that long at most, and never served stale after it.
   */
  freshFor?: number;
};

/** The headers of an answer the CDN keeps until one of `tags` is purged. */
export function sharedAnswerHeaders(tags: Iterable<string>, { byLanguage = false, browser = REVALIDATE, freshFor }: ShareOptions = {}): Record<string, string> {
  const tagged = tagHeader(tags);
  const bounded = freshFor !== undefined && freshFor < YEAR_SECONDS ? Math.max(0, Math.floor(freshFor)) : undefined;
  return {
    'Cache-Control': browser,
    'Netlify-CDN-Cache-Control': bounded === undefined ? CDN_CACHE_CONTROL : `public, durable, s-maxage=${bounded}`,
    'Netlify-Cache-Tag': tagged,
    [TAGS_HEADER]: tagged,
    ...(bounded !== undefined && { [FRESH_FOR_HEADER]: String(bounded) }),
    ...(byLanguage && { 'Netlify-Vary': 'query=lang' }),
  };
}

const MEDIA_URL = /\/media\/([0-9a-f-]{36}\.(?:webp|jpg|png|avif))/g;

/** The `media_assets:<id>` tag of every image file an answer's body names (its /media/ URLs). */
export async function mediaTags(sql: Sql, body: unknown): Promise<string[]> {
  const paths = [...new Set([...JSON.stringify(body ?? null).matchAll(MEDIA_URL)].map((match) => match[1]!))];
  if (paths.length === 0) return [];
  const rows = await sql<{ id: string }[]>`select distinct media_id::text as id from public.media_files where path = any(${paths})`;
  return rows.map((row) => rowTag('media_assets', row.id));
}

/**
 * Around every route: an answer keeps the shared-cache headers only when it is a 200 to an
 * anonymous GET that set them; any other answer loses them and is `private, no-store`.
 */
export const privateUnlessShared: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const shared = (c.req.method === 'GET' || c.req.method === 'HEAD') && c.res.status === 200 && !c.get('caller')
    && c.res.headers.has('Netlify-CDN-Cache-Control');
  if (shared) return;
  for (const name of SHARED_CACHE_HEADERS) c.res.headers.delete(name);
  c.res.headers.set('Cache-Control', PRIVATE);
};

/**
 * A public read's JSON answer, kept by the CDN under `tags` and the tags of the images it shows;
 * answered to a signed-in caller it is private (privateUnlessShared), and its images are not looked up.
 */
export async function sharedJson(c: AppContext, body: unknown, tags: readonly string[], options: ShareOptions = {}): Promise<Response> {
  if (c.get('caller')) return c.json(body as never);
  const images = await mediaTags(c.get('deps').sql, body);
  return c.json(body as never, 200, sharedAnswerHeaders([...tags, ...images], options));
}
