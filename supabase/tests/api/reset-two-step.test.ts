// Issue 57: a staff member with two-step sign-in resets a forgotten password, in both auth
// modes. GoTrue refuses a password change from an aal1 session of an account with a verified
// factor (github:supabase/auth internal/api/user.go: 401 insufficient_aal), and a recovery
// session is aal1: after the link checks out the API asks for the code, raises the recovery
// session to aal2 with it (challenge + verify), then changes the password. Neither the question
// nor a wrong code spends the link. Local mode: the Deno function over HTTP; Supabase mode: the
// API in-process against the GoTrue stand-in (scripts/stand-ins/supabase-auth.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@contract/auth.ts';
import { TWO_STEP_MESSAGES } from '@contract/two-step.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { totpCode } from '../../../scripts/testing/totp.ts';
import { PASSWORD, signedInWithoutAuthenticator, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { goTrueResetToken, mailedResetToken } from './reset-links.ts';
import { supabaseMode, type SupabaseMode } from './supabase-mode.ts';
import { enroll, wrongCode } from './two-step-suite.ts';

interface ResetMode {
  /** A staff account signed in with its password in a browser of its own. */
  signedIn(label: string): Promise<{ email: string; browser: Client }>;
  client(): Client;
  /** Asks for a reset link and reads it from what the provider sent. */
  resetLink(email: string): Promise<string>;
}

const NEW_PASSWORD = 'a fresh passphrase for spring';

function journey(mode: () => ResetMode) {
  it('asks for the code after the link checks out, refuses a wrong one, and resets with the right one', async () => {
    const { email, browser: staff } = await mode().signedIn('reset-2fa');
    const { secret } = await enroll(staff);
    const token = await mode().resetLink(email);
    const browser = mode().client();

    const asked = await browser.post('/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(asked.status, JSON.stringify(asked.body)).toBe(400);
    expect(asked.body).toEqual({
      error: TWO_STEP_MESSAGES.resetCodeNeeded, fieldErrors: { code: [TWO_STEP_MESSAGES.resetCodeNeeded] },
    });
    // nothing changed yet: the old password still signs in
    expect((await mode().client().post('/login', { email, password: PASSWORD })).status).toBe(200);

    const wrong = await browser.post('/auth/reset-password', { token, password: NEW_PASSWORD, code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ code: [TWO_STEP_MESSAGES.wrongCode] });

    // the same link, not spent by either answer, with the code the app shows next
    const done = await browser.post('/auth/reset-password', { token, password: NEW_PASSWORD, code: totpCode(secret, { offset: 1 }) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(AUTH_MESSAGES.resetSucceeded);
    expect(browser.cookies.has('sb-recovery')).toBe(false);

    // every session ended; the old password is refused, the new one signs in and still asks for the code
    expect((await staff.get('/user')).status).toBe(401);
    expect((await mode().client().post('/login', { email, password: PASSWORD })).status).toBe(401);
    const login = await mode().client().post('/login', { email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user.secondStep).toBe('code');

    // the link is spent now
    const again = await browser.post('/auth/reset-password', { token, password: 'yet another passphrase', code: totpCode(secret, { offset: 1 }) });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(AUTH_MESSAGES.resetFailed);
  });

  it('an account without two-step sign-in resets with the link alone', async () => {
    const { email } = await mode().signedIn('reset-no-2fa');
    const token = await mode().resetLink(email);
    const res = await mode().client().post('/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await mode().client().post('/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });
}

describe('reset with two-step sign-in, local adapter', () => {
  const sql = superuser();
  afterAll(() => sql.end());
  journey(() => ({
    async signedIn(label) {
      const email = uniqueEmail(label);
      return { email, browser: (await signedInWithoutAuthenticator(sql, 'admin', email)).client };
    },
    client: () => new Client(),
    async resetLink(email) {
      expect((await new Client().post('/auth/forgot-password', { email })).status).toBe(200);
      return mailedResetToken(sql, email);
    },
  }));
});

describe('reset with two-step sign-in, Supabase Auth (GoTrue stand-in)', () => {
  let mode: SupabaseMode;
  beforeAll(async () => {
    mode = await supabaseMode({ alg: 'ES256', sessionsInDatabase: true });
  });
  afterAll(() => mode.close());
  journey(() => ({
    signedIn: (label) => mode.signedIn(label, 'admin', { authenticator: false }),
    client: () => mode.client(),
    async resetLink(email) {
      expect((await mode.client().post('/auth/forgot-password', { email })).status).toBe(200);
      return goTrueResetToken(mode.gotrue.recoveryLink, email);
    },
  }));

  it('the stand-in refuses the password change from an aal1 session as GoTrue does (401 insufficient_aal)', async () => {
    const { email, browser } = await mode.signedIn('aal1-put-user', 'admin', { authenticator: false });
    await enroll(browser);
    const login = await mode.auth.signIn(email, PASSWORD);
    const put = (version?: string) => mode.gotrue.fetch('https://abcdefghijklmnop.supabase.co/auth/v1/user', {
      method: 'PUT',
      headers: {
        apikey: 'anon-key', authorization: `Bearer ${login!.accessToken}`, 'content-type': 'application/json',
        ...(version ? { 'x-supabase-api-version': version } : {}),
      },
      body: JSON.stringify({ password: NEW_PASSWORD }),
    });
    const legacy = await put();
    expect(legacy.status).toBe(401);
    expect(legacy.headers.get('x-sb-error-code')).toBe('insufficient_aal');
    expect(await legacy.json()).toEqual({
      code: 401, error_code: 'insufficient_aal', msg: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    const versioned = await put('2024-01-01');
    expect(versioned.status).toBe(401);
    expect(await versioned.json()).toEqual({
      code: 'insufficient_aal', message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    expect(mode.gotrue.passwordOf(email)).toBe(PASSWORD);
  });
});
