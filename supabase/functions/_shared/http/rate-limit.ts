// Fixed-window rate limits kept in private.rate_limits (privileged connection). A hit is
// recorded only by private.hit_rate_limit(), which also deletes the caller's ended windows
// (migration 20261125040100); the notify drain's retention deletes everyone's.
import type { MiddlewareHandler } from 'hono';
import type { Sql } from '../db/pool.ts';
import type { AppContext, AppEnv } from './context.ts';
import { HttpError } from './errors.ts';
import { fromSite, isNativeForm, pageLocale, seeResult } from './form-post.ts';

/** Counts a hit; true while within maxHits for the current window. */
export async function hitRateLimit(sql: Sql, bucket: string, key: string, maxHits: number, windowSeconds: number) {
  const [row] = await sql<{ allowed: boolean }[]>`
    select private.hit_rate_limit(${bucket}, ${key.slice(0, 500)}, ${maxHits}::int, ${windowSeconds}::int) as allowed`;
  return row?.allowed === true;
}

/** Hits counted so far in the current window, without counting one. */
export async function peekRateLimit(sql: Sql, bucket: string, key: string, windowSeconds: number) {
  const [row] = await sql<{ hits: number }[]>`
    select hits from private.rate_limits where bucket = ${bucket} and key = ${key.slice(0, 500)}
      and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
  return row?.hits ?? 0;
}

export function tooManyRequests(windowSeconds: number, error = 'Too many requests. Please try again later.') {
  return new HttpError(429, { error, retryAfterSeconds: windowSeconds }, { 'Retry-After': String(windowSeconds) });
}

/** Throws 429 when this client's IP has used up `bucket` (counts the hit). */
export async function limitByIp(c: AppContext, bucket: string, maxHits: number, windowSeconds: number) {
  if (!(await hitRateLimit(c.get('deps').sql, bucket, c.get('ip'), maxHits, windowSeconds))) {
    throw tooManyRequests(windowSeconds);
  }
}

/**
 * Route middleware of the public writes (the forms, the e-mails' links, donations): counts the client's hit in `bucket` (FORM_MAX_PER_HOUR
 * an hour) before the handler reads a byte of the body (issue 57: an application's 5 MB were read
 * first), so a client over its limit costs no upload. A refused JSON call is answered 429; the
 * browser's own form post is sent to the try-later page, as answerFormPost does with a 429.
 */
export const limitPublicPosts = (bucket: string): MiddlewareHandler<AppEnv> => async (c, next) => {
  try {
    await limitByIp(c, bucket, c.get('deps').config.FORM_MAX_PER_HOUR, 3600);
  } catch (err) {
    if (isNativeForm(c) && fromSite(c)) return seeResult(c, pageLocale(c, {}), 'try-later');
    throw err;
  }
  await next();
};
