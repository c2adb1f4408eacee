// Sign-in, session cookies, refresh, sign-out, throttling and the 401/403 admin rule.
import { afterAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, userSchema } from '@contract/auth.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { createAccount, PASSWORD, signedIn, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';

const sql = superuser();
afterAll(() => sql.end());

describe('POST /api/login', () => {
  it('signs an admin in with HttpOnly, SameSite=Lax cookies and answers the user', async () => {
    const email = uniqueEmail('admin');
    await createAccount(sql, 'super_admin', email);
    const client = new Client();
    const res = await client.post('/login', { email: email.toUpperCase(), password: PASSWORD, extra: 'ignored' });
    expect(res.status).toBe(200);
    const { user } = loginResponseSchema.parse(res.body);
    expect(user).toMatchObject({ email, role: 'super_admin' });
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const c of cookies) {
      expect(c).toMatch(/HttpOnly/);
      expect(c).toMatch(/SameSite=Lax/);
      expect(c).toMatch(/Path=\//);
      expect(c).not.toMatch(/Secure/); // plain-http localhost
    }
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const me = await client.get('/user');
    expect(me.status).toBe(200);
    expect(userSchema.parse(me.body)).toMatchObject({ email, role: 'super_admin' });
  });

  it('refuses a wrong password or unknown account with the same 401', async () => {
    const email = uniqueEmail('wrong');
    await createAccount(sql, 'admin', email);
    const a = await new Client().post('/login', { email, password: 'not the password' });
    const b = await new Client().post('/login', { email: uniqueEmail('ghost'), password: 'whatever1' });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body).toEqual(b.body);
    expect(a.body.error).toBe('Invalid email or password');
  });

  it("answers 400 with SPEC's words for invalid input", async () => {
    const res = await new Client().post('/login', { email: 'nope', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password is required'],
    });
  });

  it('throttles an account at one address after 5 failures in 15 minutes with 429 and Retry-After; other addresses still sign in', async () => {
    const email = uniqueEmail('throttle');
    await createAccount(sql, 'admin', email);
    const stranger = new Client();
    for (let i = 0; i < 5; i++) {
      expect((await stranger.post('/login', { email, password: `bad-${i}` })).status).toBe(401);
    }
    const blocked = await stranger.post('/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.error).toBe('Too many attempts. Please try again later.');
    // the staff member, at their own address, is not locked out by the stranger's guesses
    expect((await new Client().post('/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('throttles one IP trying many accounts', async () => {
    const client = new Client();
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await client.post('/login', { email: uniqueEmail('spray'), password: 'x' })).status;
    expect(last).toBe(429);
  });
});

describe('sessions', () => {
  it('refreshes an expired access token from the refresh cookie', async () => {
    const client = await signedIn(sql, 'admin', uniqueEmail('refresh'));
    const refresh = client.cookies.get('sb-refresh-token');
    client.cookies.set('sb-access-token', 'expired.or.garbage');
    const me = await client.get('/user');
    expect(me.status).toBe(200);
    expect(client.cookies.get('sb-refresh-token')).not.toBe(refresh);
    // reuse of the old token: session-refresh.test.ts
  });

  it('logout clears the cookies and ends the session server-side', async () => {
    const client = await signedIn(sql, 'admin', uniqueEmail('logout'));
    const stolen = new Map(client.cookies);
    const res = await client.post('/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    expect(res.headers.getSetCookie().join()).toMatch(/sb-access-token=;.*Max-Age=0/i);
    expect(client.cookies.size).toBe(0);
    const replay = new Client();
    replay.cookies = stolen;
    expect((await replay.get('/user')).status).toBe(401);
  });

  it('logout without a session still answers 200', async () => {
    const res = await new Client().post('/logout');
    expect(res.status).toBe(200);
  });
});

describe('admin rule', () => {
  it('answers 401 without a session and 403 for a signed-in non-admin', async () => {
    const member = await signedIn(sql, 'member', uniqueEmail('member'));
    expect((await member.get('/user')).body.role).toBeNull();
    for (const [method, path, body] of [
      ['GET', '/contact'], ['GET', '/newsletter'], ['GET', '/notification-recipients'],
      ['POST', '/notification-recipients', { name: 'X', email: 'x@example.org' }],
      ['PATCH', '/contact/00000000-0000-0000-0000-000000000000/status', { status: 'read' }],
    ] as const) {
      expect((await new Client().request(method, path, body)).status, `${method} ${path} anon`).toBe(401);
      expect((await member.request(method, path, body)).status, `${method} ${path} member`).toBe(403);
    }
    expect((await new Client().get('/user')).status).toBe(401);
  });
});
