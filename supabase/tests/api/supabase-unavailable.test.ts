// Supabase mode: GoTrue's rate limits (429), e-mail sign-in switched off (email_provider_disabled)
// and outages (5xx) answer 503 "Sign-in is temporarily unavailable", count no failure against
// the account and are logged: for sign-in, refresh, reset request and reset confirm.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../functions/_shared/contract/auth.ts';
import { PASSWORD } from './accounts.ts';
import { goTrueResetToken } from './reset-links.ts';
import { supabaseMode, type SupabaseMode } from './supabase-mode.ts';

let mode: SupabaseMode;
beforeAll(async () => {
  mode = await supabaseMode({ alg: 'ES256' });
});
afterEach(() => mode.gotrue.heal());
afterAll(() => mode.close());

const UNAVAILABLE = { error: AUTH_MESSAGES.signInUnavailable };

/** Makes GoTrue refuse the next `times` calls of `route` the way `kind` does. */
function outage(route: string, kind: string, times = 1) {
  if (kind === 'email_provider_disabled') return mode.gotrue.setEmailEnabled(false);
  const [status, code] = kind.split(' ') as [string, string];
  mode.gotrue.refuseNext(route, Number(status), code, times);
}
const KINDS = ['429 over_request_rate_limit', 'email_provider_disabled', '500 unexpected_failure', '503 gateway'];

function expectLogged(op: string) {
  expect(mode.logged).toContainEqual({ message: 'supabase auth unavailable', detail: expect.objectContaining({ op }) });
}

describe('sign-in while GoTrue cannot decide', () => {
  it.each(KINDS)('%s: 503 every time, no lockout, logged', async (kind) => {
    const { email } = await mode.account('signin-limit');
    mode.logged.length = 0;
    // more attempts than LOGIN_MAX_FAILURES (5): none may count as a wrong password
    outage('POST /token', kind, 7);
    // one browser, one address: failures are counted per account and address
    const browser = mode.client();
    for (let i = 0; i < 7; i++) {
      const res = await browser.post('/login', { email, password: PASSWORD });
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    expectLogged('sign-in');
    mode.gotrue.heal();
    expect((await browser.post('/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('still counts real wrong passwords', async () => {
    const { email } = await mode.account('signin-wrong');
    const browser = mode.client();
    for (let i = 0; i < 5; i++) expect((await browser.post('/login', { email, password: `wrong-${i}` })).status).toBe(401);
    expect((await browser.post('/login', { email, password: PASSWORD })).status).toBe(429);
  });
});

describe('session checks while GoTrue cannot decide', () => {
  // (a 502/503/504 on refresh is retried inside auth-js with backoff for up to ~25 s first)
  it.each(['429 over_request_rate_limit', '409 conflict', '500 unexpected_failure'])(
    'refresh %s: 503, cookies kept, the next request refreshes',
    async (kind) => {
      const { browser } = await mode.signedIn('refresh-limit');
      browser.cookies.set('sb-access-token', 'expired.or.garbage');
      const refresh = browser.cookies.get('sb-refresh-token');
      mode.logged.length = 0;
      outage('POST /token', kind);
      const res = await browser.get('/user');
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE);
      expect(browser.cookies.get('sb-refresh-token')).toBe(refresh);
      expectLogged('refresh');
      expect((await browser.get('/user')).status).toBe(200);
      expect(browser.cookies.get('sb-refresh-token')).not.toBe(refresh);
    },
  );

  it('refresh: a one-off 503 from the gateway is retried by auth-js and the request succeeds', async () => {
    const { browser } = await mode.signedIn('refresh-retry');
    browser.cookies.set('sb-access-token', 'expired.or.garbage');
    mode.gotrue.refuseNext('POST /token', 503, 'gateway');
    expect((await browser.get('/user')).status).toBe(200);
  });

  it('GET /user 503 at GoTrue: the signed-in route answers 503 and keeps the cookies', async () => {
    const { browser } = await mode.signedIn('verify-outage');
    mode.gotrue.refuseNext('GET /user', 503, 'gateway');
    const res = await browser.get('/user');
    expect(res.status).toBe(503);
    expect(res.headers.getSetCookie()).toEqual([]);
    expectLogged('verify');
    expect((await browser.get('/user')).status).toBe(200);
  });
});

// accounts without an authenticator: their reset asks for no code (reset-two-step.test.ts)
describe('password reset while GoTrue cannot decide', () => {
  it.each(KINDS)('request %s: answered as usual (the answer does not wait for GoTrue), logged', async (kind) => {
    const { email } = await mode.account('recover-limit');
    mode.logged.length = 0;
    outage('POST /recover', kind);
    const res = await mode.client().post('/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    await expect.poll(() => mode.logged).toContainEqual({ message: 'supabase auth unavailable', detail: expect.objectContaining({ op: 'reset-request' }) });
  });

  it("request: GoTrue's per-account mail limit answers as usual (it would tell the account exists), logged", async () => {
    const { email } = await mode.account('recover-often');
    expect((await mode.client().post('/auth/forgot-password', { email })).status).toBe(200);
    await goTrueResetToken(mode.gotrue.recoveryLink, email);
    mode.logged.length = 0;
    const again = await mode.client().post('/auth/forgot-password', { email });
    const nobody = await mode.client().post('/auth/forgot-password', { email: `nobody-${email}` });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(nobody.body);
    await expect.poll(() => mode.logged).toEqual([
      { message: 'supabase auth refused', detail: { op: 'reset-request', status: 429, code: 'over_email_send_rate_limit' } },
    ]);
  });

  it.each(['429 over_request_rate_limit', '500 unexpected_failure', '503 gateway'])(
    'confirm, link check %s: 503, and the same link works afterwards',
    async (kind) => {
      const { email } = await mode.account('verify-limit', 'admin', { authenticator: false });
      await mode.client().post('/auth/forgot-password', { email });
      const token = await goTrueResetToken(mode.gotrue.recoveryLink, email);
      mode.logged.length = 0;
      outage('POST /verify', kind);
      const browser = mode.client();
      const res = await browser.post('/auth/reset-password', { token, password: 'another passphrase' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE);
      expectLogged('reset-verify');
      expect((await browser.post('/auth/reset-password', { token, password: 'another passphrase' })).status).toBe(200);
      expect(mode.gotrue.passwordOf(email)).toBe('another passphrase');
    },
  );

  it.each(['429 over_request_rate_limit', '500 unexpected_failure', '503 gateway'])(
    'confirm, password update %s after the link was spent: 503, and a retry needs no new link',
    async (kind) => {
      const { email } = await mode.account('update-limit', 'admin', { authenticator: false });
      await mode.client().post('/auth/forgot-password', { email });
      const token = await goTrueResetToken(mode.gotrue.recoveryLink, email);
      mode.logged.length = 0;
      outage('PUT /user', kind);
      const browser = mode.client();
      const res = await browser.post('/auth/reset-password', { token, password: 'another passphrase' });
      expect(res.status).toBe(503);
      expect(mode.gotrue.recoveryLink(email)).toBeUndefined(); // GoTrue spent the link
      expectLogged('reset-update');
      const retry = await browser.post('/auth/reset-password', { token, password: 'another passphrase' });
      expect(retry.status).toBe(200);
      expect(mode.gotrue.passwordOf(email)).toBe('another passphrase');
    },
  );
});
