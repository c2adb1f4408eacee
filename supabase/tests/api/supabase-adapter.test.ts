// The Supabase Auth adapter against recorded GoTrue HTTP shapes (msw, in-process).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseAuth } from '../../functions/_shared/auth/supabase.ts';
import {
  accessToken, badJwt, gotrueSession, gotrueUser, invalidCredentials, otpExpired, refreshNotFound, SUPABASE_URL, USER_ID,
} from '../../../scripts/stand-ins/supabase-auth-recorded.ts';
import { ANON_KEY, createGoTrue, SERVICE_ROLE_KEY } from '../../../scripts/stand-ins/supabase-auth.ts';

const auth = `${SUPABASE_URL}/auth/v1`;
const calls: { method: string; path: string; search: string; body: unknown; apikey: string | null; authorization: string | null }[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

async function record(request: Request) {
  const url = new URL(request.url);
  const text = await request.clone().text();
  calls.push({
    method: request.method, path: url.pathname, search: url.search, body: text ? JSON.parse(text) : null,
    apikey: request.headers.get('apikey'), authorization: request.headers.get('authorization'),
  });
}

const adapter = () =>
  createSupabaseAuth({ url: SUPABASE_URL, anonKey: 'anon-key', serviceRoleKey: 'service-role-key', siteUrl: 'https://www.example.org' });

describe('Supabase auth adapter', () => {
  it('signs in with the password grant and answers the session', async () => {
    const token = await accessToken();
    server.use(http.post(`${auth}/token`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(gotrueSession(token, 'refresh-1'));
    }));
    const session = await adapter().signIn('director@example.org', 'secret-password');
    expect(session).toMatchObject({ accessToken: token, refreshToken: 'refresh-1' });
    expect(calls[0]).toMatchObject({ search: '?grant_type=password', body: { email: 'director@example.org', password: 'secret-password' }, apikey: 'anon-key' });
  });

  it('answers null for invalid credentials', async () => {
    server.use(http.post(`${auth}/token`, () => HttpResponse.json(invalidCredentials, { status: 400 })));
    expect(await adapter().signIn('director@example.org', 'wrong')).toBeNull();
  });

  it('verifies an access token through GoTrue and rejects an expired one', async () => {
    const token = await accessToken();
    server.use(http.get(`${auth}/user`, async ({ request }) => {
      await record(request);
      return request.headers.get('authorization') === `Bearer ${token}` ? HttpResponse.json(gotrueUser) : HttpResponse.json(badJwt, { status: 403 });
    }));
    const claims = await adapter().verify(token);
    expect(claims).toMatchObject({ sub: USER_ID, role: 'authenticated', email: gotrueUser.email });
    expect(await adapter().verify(await accessToken(-60))).toBeNull();
    expect(await adapter().verify('not-a-jwt')).toBeNull();
  });

  it('refreshes an expired session and answers null for an unknown refresh token', async () => {
    const token = await accessToken();
    server.use(http.post(`${auth}/token`, async ({ request }) => {
      await record(request);
      const body = (await request.json()) as { refresh_token: string };
      return body.refresh_token === 'refresh-1'
        ? HttpResponse.json(gotrueSession(token, 'refresh-2'))
        : HttpResponse.json(refreshNotFound, { status: 400 });
    }));
    expect(await adapter().refresh('refresh-1')).toMatchObject({ accessToken: token, refreshToken: 'refresh-2' });
    expect(calls[0]!.search).toBe('?grant_type=refresh_token');
    expect(await adapter().refresh('stolen')).toBeNull();
  });

  it('sends the recovery mail with redirectTo SITE_URL/admin/reset-password', async () => {
    server.use(http.post(`${auth}/recover`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({});
    }));
    await adapter().requestPasswordReset('director@example.org');
    expect(calls[0]!.body).toMatchObject({ email: 'director@example.org' });
    expect(decodeURIComponent(calls[0]!.search)).toContain('redirect_to=https://www.example.org/admin/reset-password');
  });

  it('resets with verifyOtp(token_hash, recovery) then updateUser, and ends all sessions', async () => {
    const token = await accessToken();
    server.use(
      http.post(`${auth}/verify`, async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { token_hash: string; type: string };
        return body.token_hash === 'good-hash' && body.type === 'recovery'
          ? HttpResponse.json(gotrueSession(token, 'refresh-r'))
          : HttpResponse.json(otpExpired, { status: 403 });
      }),
      http.put(`${auth}/user`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(gotrueUser);
      }),
      http.post(`${auth}/logout`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await adapter().resetPassword('good-hash', 'new password 123')).toEqual({ outcome: 'reset', userId: expect.any(String) });
    const update = calls.find((c) => c.method === 'PUT')!;
    expect(update).toMatchObject({ body: { password: 'new password 123' }, authorization: `Bearer ${token}` });
    expect(calls.find((c) => c.path.endsWith('/logout'))!.search).toBe('?scope=global');
    calls.length = 0;
    expect(await adapter().resetPassword('used-hash', 'new password 123')).toEqual({ outcome: 'link-invalid' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('signs a session out with the service role key', async () => {
    const token = await accessToken();
    server.use(http.post(`${auth}/logout`, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }));
    await adapter().signOut(token);
    expect(calls[0]).toMatchObject({ search: '?scope=local', apikey: 'service-role-key', authorization: `Bearer ${token}` });
  });

  it('propagates an upstream outage on sign-out so logout can log it (cookies are cleared anyway)', async () => {
    server.use(http.post(`${auth}/logout`, () => HttpResponse.json({ msg: 'upstream down' }, { status: 502 })));
    await expect(adapter().signOut(await accessToken())).rejects.toBeTruthy();
  });
});

describe('Supabase auth adapter: what it logs', () => {
  const SECRET = 'the secret passphrase';
  async function withStandIn() {
    const gotrue = await createGoTrue({ alg: 'ES256' });
    const logged: { message: string; detail?: Record<string, unknown> }[] = [];
    const auth = createSupabaseAuth({
      url: SUPABASE_URL, anonKey: ANON_KEY, serviceRoleKey: SERVICE_ROLE_KEY, siteUrl: 'https://www.example.org',
      fetch: gotrue.fetch, log: (message, detail) => void logged.push({ message, detail }),
    });
    const email = 'staff.member@example.org';
    gotrue.addUser({ email, password: SECRET });
    return { gotrue, logged, auth, email };
  }

  it("logs GoTrue's status and error_code of every refusal it does not expect, never a token, password or e-mail", async () => {
    const { gotrue, logged, auth, email } = await withStandIn();
    gotrue.refuseNext('POST /token', 400, 'email_not_confirmed');
    expect(await auth.signIn(email, SECRET)).toBeNull();
    gotrue.refuseNext('POST /recover', 400, 'email_address_not_authorized');
    await auth.requestPasswordReset(email);
    await auth.requestPasswordReset(email);
    await auth.requestPasswordReset(email); // within max_frequency: 429 over_email_send_rate_limit
    const session = (await auth.signIn(email, SECRET))!;
    gotrue.refuseNext('GET /user', 403, 'user_banned');
    expect(await auth.verify(session.accessToken)).toBeNull();

    expect(logged).toEqual([
      { message: 'supabase auth refused', detail: { op: 'sign-in', status: 400, code: 'email_not_confirmed' } },
      { message: 'supabase auth refused', detail: { op: 'reset-request', status: 400, code: 'email_address_not_authorized' } },
      { message: 'supabase auth refused', detail: { op: 'reset-request', status: 429, code: 'over_email_send_rate_limit' } },
      { message: 'supabase auth refused', detail: { op: 'verify', status: 403, code: 'user_banned' } },
    ]);
    const text = JSON.stringify(logged);
    for (const secret of [SECRET, email, session.accessToken, session.refreshToken]) expect(text).not.toContain(secret);
  });

  it('does not log the ordinary refusals: wrong password, ended session, used link', async () => {
    const { gotrue, logged, auth, email } = await withStandIn();
    expect(await auth.signIn(email, 'not it')).toBeNull();
    const session = (await auth.signIn(email, SECRET))!;
    await auth.signOut(session.accessToken);
    expect(await auth.verify(session.accessToken)).toBeNull();
    expect(await auth.refresh(session.refreshToken)).toBeNull();
    expect(await auth.resetPassword('no-such-link', 'long enough 1')).toEqual({ outcome: 'link-invalid' });
    expect(gotrue.calls).toContain('POST /verify');
    expect(logged).toEqual([]);
  });
});
