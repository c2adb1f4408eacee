// HttpError carries a status and a JSON body; onError turns everything into JSON.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../contract/common.ts';
import type { AppContext } from './context.ts';
import { isDatabaseUnavailable, sqlState } from '../db/pool.ts';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.error);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, { error: what });

/** Maps SQLSTATEs caused by client data to 4xx; everything else is the server's fault. */
const CLIENT_SQLSTATES: Record<string, [ContentfulStatusCode, string]> = {
  '42501': [403, 'Forbidden'],
  '23505': [409, 'Already exists'],
  '23514': [400, 'Invalid input'],
  '23502': [400, 'Invalid input'],
  '22P02': [400, 'Invalid input'],
  '22001': [400, 'Invalid input'],
  '22003': [400, 'Invalid input'],
  '22007': [400, 'Invalid input'],
  '22008': [400, 'Invalid input'],
  '23503': [404, 'Not found'],
};

export function handleError(err: unknown, c: AppContext): Response {
  c.header('Cache-Control', 'no-store');
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(err.body, err.status);
  }
  if (isDatabaseUnavailable(err)) {
    c.header('Retry-After', '5');
    return c.json({ error: 'Service temporarily unavailable. Please try again shortly.' }, 503);
  }
  const state = sqlState(err);
  const mapped = state ? CLIENT_SQLSTATES[state] : undefined;
  if (mapped) return c.json({ error: mapped[1] }, mapped[0]);
  const requestId = c.get('requestId') ?? 'unknown';
  const deps = c.get('deps');
  const detail = { requestId, path: c.req.path, error: err instanceof Error ? err.stack ?? err.message : String(err) };
  if (deps) deps.log('unexpected error', detail);
  else console.error('unexpected error', detail);
  return c.json({ error: 'Something went wrong. Please try again later.', requestId }, 500);
}
