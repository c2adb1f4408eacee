// The same app, in-process, with the database unreachable: health answers 503 degraded and
// every other route answers 503 JSON quickly (connect timeout), never hangs or 500s.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../functions/_shared/app.ts';
import { createLocalAuth } from '../../functions/_shared/auth/local.ts';
import type { AuthPort } from '../../functions/_shared/auth/port.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { createPool } from '../../functions/_shared/db/pool.ts';

function appWithoutDatabase() {
  const url = 'postgres://postgres:postgres@127.0.0.1:9/postgres'; // discard port: refused at once
  const config = parseConfig({ API_DB_URL: url });
  const sql = createPool(url, 2);
  const clock = () => new Date();
  const logged: string[] = [];
  const app = buildApp({ config, sql, auth: createLocalAuth({ sql, jwtSecret: config.JWT_SECRET, clock }), clock, log: (m) => logged.push(m) });
  return { app, sql, logged };
}

describe('database unreachable', () => {
  it('health answers 503 degraded; other routes answer 503 JSON', async () => {
    const { app, sql, logged } = appWithoutDatabase();
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'degraded', database: 'down', signedProxy: false, databaseTimeouts: false, scheduler: null });
    const t0 = Date.now();
    for (const [method, path, body] of [
      ['GET', '/api/services'], ['GET', '/api/events/some-event'],
      ['POST', '/api/contact', { name: 'Al Bo', email: 'a@b.co', subject: 'Hello there', message: 'A long enough message' }],
      ['POST', '/api/login', { email: 'a@b.co', password: 'x' }],
    ] as const) {
      const res = await app.request(path, {
        method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, path).toBe(503);
      expect((await res.json()).error).toMatch(/temporarily unavailable/);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(logged).toEqual([]);
    await sql.end({ timeout: 1 });
  });

  it('answers 500 {error, requestId} for unexpected failures and logs the request id', async () => {
    const { app, sql, logged } = appWithoutDatabase();
    app.get('/boom', () => {
      throw new Error('unexpected');
    });
    const res = await app.request('/api/boom');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).toBe(body.requestId);
    expect(logged).toEqual(['unexpected error']);
    await sql.end({ timeout: 1 });
  });
});

describe('logout with the identity provider down', () => {
  it('still clears the session cookies and answers 200', async () => {
    const url = 'postgres://postgres:postgres@127.0.0.1:9/postgres';
    const config = parseConfig({ API_DB_URL: url });
    const sql = createPool(url, 1);
    const unused = async () => {
      throw new Error('not part of this test');
    };
    const auth: AuthPort = {
      accounts: { create: unused, remove: unused },
      mfa: { enrollTotp: unused, verifyTotp: unused, unenroll: unused, removeAllFactors: unused },
      signIn: async () => null,
      verify: async () => ({ sub: '5b1c6a3e-8f8e-4f6b-9a57-2f3b1d1e0c11', role: 'authenticated', email: 'a@b.co' }),
      refresh: async () => null,
      signOut: async () => {
        throw new Error('GoTrue answered 502');
      },
      requestPasswordReset: async () => {},
      resetPassword: async () => ({ outcome: 'link-invalid' }),
    };
    const logged: string[] = [];
    const app = buildApp({ config, sql, auth, clock: () => new Date(), log: (m) => logged.push(m) });
    const res = await app.request('/api/logout', { method: 'POST', headers: { cookie: 'sb-access-token=t; sb-refresh-token=r' } });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/sb-access-token=;.*Max-Age=0/);
    expect(cookies).toMatch(/sb-refresh-token=;.*Max-Age=0/);
    expect(logged).toEqual(['sign-out upstream failed; cookies cleared anyway']);
    await sql.end({ timeout: 1 });
  });
});
