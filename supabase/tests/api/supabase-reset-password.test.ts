// Supabase mode: a reset link is never burnt for nothing. GoTrue spends the link when it
// verifies it (verify.go, user.Recover) and only then judges the password (user.go,
// password.go); what GoTrue would refuse for sure (over 72 bytes, under 12, on our list of common ones) is refused before
// the link is shown to it, and a refusal after it (same_password, weak_password) keeps the
// recovery session so the next attempt with the same link works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_MAX_MESSAGE } from '../../functions/_shared/contract/auth.ts';
import { PASSWORD } from './accounts.ts';
import { SEVENTY_TWO_BYTES } from './passwords.ts';
import { goTrueResetToken } from './reset-links.ts';
import { supabaseMode, type SupabaseMode } from './supabase-mode.ts';

// breached by GoTrue's check (HaveIBeenPwned on hosted projects), yet on no list we ship
const PWNED = 'tangerine orbit 1987';
let mode: SupabaseMode;
beforeAll(async () => {
  mode = await supabaseMode({ alg: 'ES256', pwned: [PWNED] });
});
afterAll(() => mode.close());

async function linkFor(label: string) {
  // no authenticator: the reset asks for no code (reset-two-step.test.ts)
  const { email, userId } = await mode.account(label, 'admin', { authenticator: false });
  expect((await mode.client().post('/auth/forgot-password', { email })).status).toBe(200);
  return { email, userId, token: await goTrueResetToken(mode.gotrue.recoveryLink, email) };
}

describe('reset password in Supabase mode', () => {
  it('refuses a password over 72 bytes before GoTrue sees the link', async () => {
    const { email, token } = await linkFor('too-long');
    const browser = mode.client();
    const res = await browser.post('/auth/reset-password', { token, password: 'é'.repeat(37) }); // 37 characters, 74 bytes
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ password: [PASSWORD_MAX_MESSAGE] });
    expect(mode.gotrue.recoveryLink(email)).toBe(token); // not spent
    expect((await browser.post('/auth/reset-password', { token, password: SEVENTY_TWO_BYTES })).status).toBe(200);
  });

  it('the adapter itself refuses over 72 bytes without spending the link', async () => {
    const { email, token } = await linkFor('too-long-adapter');
    expect(await mode.auth.resetPassword(token, 'x'.repeat(73))).toEqual({ outcome: 'password-refused', reason: 'too-long' });
    expect(mode.gotrue.recoveryLink(email)).toBe(token);
  });

  it.each([
    ['the current password (same_password)', PASSWORD, AUTH_MESSAGES.samePassword],
    ['a breached password (weak_password)', PWNED, AUTH_MESSAGES.weakPassword],
  ])('a refusal of %s after the link was spent: says so, and the same link works again', async (_name, refused, message) => {
    const { email, userId, token } = await linkFor('refused');
    const browser = mode.client();
    const first = await browser.post('/auth/reset-password', { token, password: refused });
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ error: message, fieldErrors: { password: [message] } });
    expect(mode.gotrue.recoveryLink(email)).toBeUndefined(); // GoTrue spent it
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('sb-recovery='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth\/reset-password/);

    const second = await browser.post('/auth/reset-password', { token, password: 'a fresh passphrase' });
    expect(second.status).toBe(200);
    expect(second.headers.getSetCookie().join('\n')).toMatch(/sb-recovery=;.*Max-Age=0/);
    expect(mode.gotrue.passwordOf(email)).toBe('a fresh passphrase');
    // every session ended, the recovery one included
    expect(mode.gotrue.liveSessions(userId)).toBe(0);
  });

  it('a kept recovery session serves only its own link', async () => {
    const a = await linkFor('hold-a');
    const b = await linkFor('hold-b');
    const browser = mode.client();
    expect((await browser.post('/auth/reset-password', { token: a.token, password: PASSWORD })).status).toBe(400);
    // the browser holds a's recovery session; b's link is checked with GoTrue as usual
    expect((await browser.post('/auth/reset-password', { token: b.token, password: 'b passphrase 1' })).status).toBe(200);
    expect(mode.gotrue.passwordOf(b.email)).toBe('b passphrase 1');
    expect(mode.gotrue.passwordOf(a.email)).toBe(PASSWORD);
  });

  it('says plainly that a new link is needed when the kept session has ended', async () => {
    const { email, userId, token } = await linkFor('hold-ended');
    const browser = mode.client();
    expect((await browser.post('/auth/reset-password', { token, password: PASSWORD })).status).toBe(400);
    mode.gotrue.revokeSessions(userId);
    const res = await browser.post('/auth/reset-password', { token, password: 'a fresh passphrase' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.resetFailed });
    expect(browser.cookies.has('sb-recovery')).toBe(false);
    expect(mode.gotrue.passwordOf(email)).toBe(PASSWORD);
  });
});
