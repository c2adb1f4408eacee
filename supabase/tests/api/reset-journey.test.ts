// Local reset journey: request → mail file → reset → old password fails, new works,
// the token cannot be used twice; other sessions end.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLocalAuth } from '../../functions/_shared/auth/local.ts';
import { PASSWORD_MAX_MESSAGE, PASSWORD_MIN_MESSAGE } from '../../functions/_shared/contract/auth.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { createAccount, PASSWORD, signedInWithoutAuthenticator, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { drain, outboxIds, readEml, recordingFileTransport } from './mail.ts';
import { SEVENTY_TWO_BYTES } from './passwords.ts';
import { mailedResetToken } from './reset-links.ts';

const sql = superuser();
afterAll(() => sql.end());

/** Asks for a reset link and reads it from the mail. */
async function mailedToken(email: string) {
  await new Client().post('/auth/forgot-password', { email });
  return mailedResetToken(sql, email);
}

describe('password reset (local mode)', () => {
  it('walks the whole journey', async () => {
    const email = uniqueEmail('forgot');
    // an account without an authenticator: the reset asks for no code (reset-two-step.test.ts)
    const { client: otherSession } = await signedInWithoutAuthenticator(sql, 'admin', email);
    const res = await new Client().post('/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('If an account with that email exists, a password reset link has been sent.');
    await expect.poll(async () => (await outboxIds(sql, sql`kind = 'password_reset' and recipient = ${email}`)).length).toBe(1);

    const stored = await sql`select recovery_token from auth.users where email = ${email}`;
    expect(stored[0]!.recovery_token).toMatch(/^[0-9a-f]{64}$/); // only the hash is stored

    const transport = recordingFileTransport();
    const ids = await outboxIds(sql, sql`kind = 'password_reset' and recipient = ${email}`);
    expect((await drain(sql, transport, ids)).sent).toBe(1);
    const eml = await readEml(transport.paths[0]!);
    const token = eml.match(/\/admin\/reset-password\?token=([A-Za-z0-9_-]{43,})/)?.[1];
    expect(token).toBeDefined();
    expect(token!.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    // the link is gone from the outbox once sent: kind, recipient, status and times remain
    const [kept] = await sql`select o.kind, o.recipient, o.status, o.payload, o.subject, o.text_body, o.html_body,
      o.sent_at is not null as "sentAt", o.scrubbed_at is not null as scrubbed, strpos(o::text, ${token!}) > 0 as "holdsToken"
      from public.email_outbox o where o.id = ${ids[0]!}`;
    expect(kept).toEqual({
      kind: 'password_reset', recipient: email, status: 'sent', payload: {}, subject: null, text_body: null, html_body: null,
      sentAt: true, scrubbed: true, holdsToken: false,
    });

    const newPassword = 'a brand new passphrase';
    const reset = await new Client().post('/auth/reset-password', { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset successfully.');

    expect((await otherSession.get('/user')).status).toBe(401);
    expect((await new Client().post('/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await new Client().post('/login', { email, password: newPassword })).status).toBe(200);

    const again = await new Client().post('/auth/reset-password', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Failed to reset password. The link may have expired.');
  });

  it('refuses an expired token', async () => {
    const email = uniqueEmail('expired');
    await createAccount(sql, 'admin', email);
    const token = await mailedToken(email);
    await sql`update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = ${email}`;
    const res = await new Client().post('/auth/reset-password', { token, password: 'long enough pass' });
    expect(res.status).toBe(400);
  });

  it('refuses a password over 72 bytes (bcrypt reads no more) and leaves the link usable', async () => {
    const email = uniqueEmail('long');
    await createAccount(sql, 'admin', email);
    const token = await mailedToken(email);
    const tooLong = await new Client().post('/auth/reset-password', { token, password: '€'.repeat(25) }); // 25 characters, 75 bytes
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toEqual({ password: [PASSWORD_MAX_MESSAGE] });
    // the local adapter itself, whatever its caller validated
    const auth = createLocalAuth({ sql, jwtSecret: inject('testConfig').jwtSecret, clock: () => new Date() });
    expect(await auth.resetPassword(token, 'x'.repeat(73))).toEqual({ outcome: 'password-refused', reason: 'too-long' });
    const ok = await new Client().post('/auth/reset-password', { token, password: SEVENTY_TWO_BYTES });
    expect(ok.status).toBe(200);
    expect((await new Client().post('/login', { email, password: SEVENTY_TWO_BYTES })).status).toBe(200);
  });

  it('answers the same words in about the same time for unknown accounts', async () => {
    const t0 = Date.now();
    const res = await new Client().post('/auth/forgot-password', { email: uniqueEmail('nobody') });
    const elapsed = Date.now() - t0;
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('If an account with that email exists, a password reset link has been sent.');
    expect(elapsed).toBeGreaterThanOrEqual(590);
  });

  it("validates with SPEC's words", async () => {
    const res = await new Client().post('/auth/reset-password', { token: '', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ token: ['Reset token is required'], password: [PASSWORD_MIN_MESSAGE] });
    const forgot = await new Client().post('/auth/forgot-password', { email: 'nope' });
    expect(forgot.body.fieldErrors.email).toEqual(['Please enter a valid email address']);
  });
});
