// Session cookies in Supabase mode when an access token has expired: the app in-process with
// the Supabase adapter, GoTrue answered by msw with recorded shapes. A refresh GoTrue rejects
// clears the cookies; one it cannot decide now (a concurrent refresh holding the session,
// rate limit, failure) keeps them, so a parallel request that lost the race never signs out.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../functions/_shared/app.ts';
import { createSupabaseAuth } from '../../functions/_shared/auth/supabase.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { createPool } from '../../functions/_shared/db/pool.ts';
import {
  accessToken, badJwt, gotrueSession, gotrueUser, overRequestRateLimit, refreshAlreadyUsed, refreshConflict,
  SUPABASE_URL, unexpectedFailure,
} from '../../../scripts/stand-ins/supabase-auth-recorded.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

const auth = `${SUPABASE_URL}/auth/v1`;
const server = setupServer();
const sql = createPool(runtimeDbUrl(inject('dbUrl')), 2);
const logged: string[] = [];
const config = parseConfig({
  API_DB_URL: runtimeDbUrl(inject('dbUrl')), AUTH_MODE: 'supabase', SUPABASE_URL, SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key', SITE_URL: 'http://localhost:5173',
});
const log = (m: string) => void logged.push(m);
const app = buildApp({
  config,
  sql,
  auth: createSupabaseAuth({ url: SUPABASE_URL, anonKey: 'anon-key', serviceRoleKey: 'service-role-key', siteUrl: config.SITE_URL, log }),
  clock: () => new Date(),
  log,
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  logged.length = 0;
});
afterAll(async () => {
  server.close();
  await sql.end({ timeout: 1 });
});

/** GoTrue: GET /user accepts only `valid`; the refresh grant answers `refresh`. */
function gotrue(valid: string, refresh: () => Response) {
  server.use(
    http.get(`${auth}/user`, ({ request }) =>
      request.headers.get('authorization') === `Bearer ${valid}` ? HttpResponse.json(gotrueUser) : HttpResponse.json(badJwt, { status: 403 })),
    http.post(`${auth}/token`, refresh),
  );
}

async function getUserWithExpiredAccess() {
  const expired = await accessToken(-60);
  return app.request('/api/user', { headers: { cookie: `sb-access-token=${expired}; sb-refresh-token=refresh-1` } });
}

describe('Supabase mode: refreshing an expired access token', () => {
  it('sets the new pair when GoTrue refreshes, also for parallel requests GoTrue answers with the same session', async () => {
    const fresh = await accessToken();
    gotrue(fresh, () => HttpResponse.json(gotrueSession(fresh, 'refresh-2')));
    const answers = await Promise.all([getUserWithExpiredAccess(), getUserWithExpiredAccess()]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join('\n')).toContain('sb-refresh-token=refresh-2');
    }
  });

  it('clears the cookies when GoTrue rejects the refresh token', async () => {
    gotrue('none', () => HttpResponse.json(refreshAlreadyUsed, { status: 400 }));
    const res = await getUserWithExpiredAccess();
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/sb-refresh-token=;.*Max-Age=0/);
  });

  it.each([
    ['409 concurrent refresh', refreshConflict, 409],
    ['429 rate limit', overRequestRateLimit, 429],
    ['500 failure', unexpectedFailure, 500],
  ] as const)('keeps the cookies and answers 503 on %s', async (_name, body, status) => {
    gotrue('none', () => HttpResponse.json(body, { status }));
    const res = await getUserWithExpiredAccess();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Sign-in is temporarily unavailable. Please try again shortly.' });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(logged).toEqual(['supabase auth unavailable', 'session refresh undecided; cookies kept']);
    // a public route still answers (anonymously), also without touching the cookies
    const expired = await accessToken(-60);
    const pub = await app.request('/api/health', { headers: { cookie: `sb-access-token=${expired}; sb-refresh-token=refresh-1` } });
    expect(pub.status).toBe(200);
    expect(pub.headers.getSetCookie()).toEqual([]);
  });
});
