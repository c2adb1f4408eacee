// Issue 34: a new password (reset link, team "add admin") has at least 12 characters and is not
// a common one, whichever auth adapter runs: the API refuses it itself, so a direct call is
// refused too, and in Supabase mode GoTrue never sees the link or the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_GUESSABLE_MESSAGES, PASSWORD_MIN_MESSAGE } from '../../functions/_shared/contract/auth.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedIn as cmsSignedIn } from './cms-session.ts';
import { type Answer, Client } from './http.ts';
import { goTrueResetToken, mailedResetToken } from './reset-links.ts';
import { COMMON, ELEVEN, TWELVE_STRONG } from './passwords.ts';
import { createAccount, uniqueEmail } from './accounts.ts';
import { supabaseMode, type SupabaseMode } from './supabase-mode.ts';

const sql = superuser();
afterAll(() => sql.end());

const REFUSED: [string, string, string][] = [
  ['11 characters', ELEVEN, PASSWORD_MIN_MESSAGE],
  ['a common password', COMMON, PASSWORD_GUESSABLE_MESSAGES.common],
];

function expectRefused(res: Answer, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.fieldErrors.password).toEqual([message]);
}

describe('local adapter (the Deno function)', () => {
  async function mailedToken(email: string) {
    await new Client().post('/auth/forgot-password', { email });
    return mailedResetToken(sql, email);
  }

  it('reset refuses 11 characters and a common password with their messages; the link then takes a strong 12', async () => {
    const email = uniqueEmail('pw-reset');
    await createAccount(sql, 'admin', email); // no authenticator: the reset asks for no code
    const token = await mailedToken(email);
    for (const [, password, message] of REFUSED) await expectRefused(await new Client().post('/auth/reset-password', { token, password }), message);
    expect((await new Client().post('/auth/reset-password', { token, password: TWELVE_STRONG })).status).toBe(200);
    expect((await new Client().post('/login', { email, password: TWELVE_STRONG })).status).toBe(200);
  });

  it("team add refuses 11 characters, a common password and one made of the new admin's e-mail; a strong 12 works", async () => {
    const boss = await cmsSignedIn(sql, 'super_admin');
    const email = uniqueEmail('pw-team');
    for (const [, password, message] of REFUSED) await expectRefused(await boss.call('POST', '/admin/team', { email, password }), message);
    const own = await boss.call('POST', '/admin/team', { email: 'rosa.parks@example.org', password: 'RosaParks1955!' });
    await expectRefused(own, PASSWORD_GUESSABLE_MESSAGES.personal);
    expect(await sql`select 1 from auth.users where email in (${email}, 'rosa.parks@example.org')`).toHaveLength(0);
    expect((await boss.call('POST', '/admin/team', { email, password: TWELVE_STRONG })).status).toBe(201);
    expect((await new Client().post('/login', { email, password: TWELVE_STRONG })).status).toBe(200);
  });
});

describe('Supabase adapter (GoTrue stand-in with minimum_password_length = 12)', () => {
  let mode: SupabaseMode;
  beforeAll(async () => {
    mode = await supabaseMode({ alg: 'ES256', minPasswordLength: 12 });
  });
  afterAll(() => mode.close());

  it.each(REFUSED)('reset refuses %s before GoTrue sees the link', async (_name, password, message) => {
    const { email } = await mode.account('pw-sb-reset', 'admin', { authenticator: false });
    expect((await mode.client().post('/auth/forgot-password', { email })).status).toBe(200);
    const token = await goTrueResetToken(mode.gotrue.recoveryLink, email);
    await expectRefused(await mode.client().post('/auth/reset-password', { token, password }), message);
    expect(mode.gotrue.recoveryLink(email)).toBe(token); // not spent
    const ok = await mode.client().post('/auth/reset-password', { token, password: TWELVE_STRONG });
    expect(ok.body).toEqual({ message: AUTH_MESSAGES.resetSucceeded });
    expect(mode.gotrue.passwordOf(email)).toBe(TWELVE_STRONG);
  });

  it.each(REFUSED)('team add refuses %s before asking Supabase Auth to create anyone', async (_name, password, message) => {
    const boss = await mode.signedIn('pw-sb-team');
    await sql`update public.admin_users set role = 'super_admin' where user_id = ${boss.userId}`;
    await expectRefused(await boss.browser.post('/admin/team', { email: uniqueEmail('pw-sb-new'), password }), message);
  });
});
