// Newsletter double opt-in (issue 57 item 7), over HTTP to the Deno function: a sign-up is pending
// and mailed its confirmation link (in the page's language); only a confirmed address is on the
// admin's list; the link confirms it (twice is fine); a confirmed address signing up again gets the
// same answer and no mail; the retention job deletes a sign-up left unconfirmed past its 7 days,
// whose link then says it has expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { runRetention } from '../../functions/_shared/db/retention.ts';
import { newsletterConfirmation } from '../../functions/_shared/mail/templates/newsletter-confirmation.ts';
import { signId } from '../../functions/_shared/signed-token.ts';
import { uniqueEmail } from './accounts.ts';
import { signedIn, type Session } from './cms-session.ts';
import { Client } from './http.ts';
import { testConfig } from './mail.ts';

const sql = superuser();
let admin: Session;
beforeAll(async () => {
  admin = await signedIn(sql, 'admin');
});
afterAll(() => sql.end());

const ANSWER = 'Almost done! Check your email and confirm your subscription.';
const confirmationMails = (email: string) => sql<{ payload: { signupId: string } }[]>`
  select payload from public.email_outbox where kind = 'newsletter_confirmation' and lower(recipient) = lower(${email}) order by created_at`;
const onAdminList = async (email: string) => {
  const res = await admin.call('GET', '/newsletter');
  expect(res.status).toBe(200);
  return (res.body as { email: string }[]).some((row) => row.email.toLowerCase() === email.toLowerCase());
};
/** The mail as the drain would render it, and the token of its link. */
async function mailFor(email: string) {
  const [mail] = await confirmationMails(email);
  const rendered = await newsletterConfirmation(mail!.payload, { sql, config: testConfig() });
  const url = rendered!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0];
  return { rendered: rendered!, url, token: decodeURIComponent(new URL(url).searchParams.get('token')!) };
}
const confirm = (token: unknown) => new Client().post('/newsletter/confirm', { token });

describe('newsletter double opt-in', () => {
  it('stores a sign-up pending, off the list, and mails its confirmation link; the link puts it on the list', async () => {
    const email = uniqueEmail('opt-in');
    const res = await new Client().post('/newsletter', { email });
    expect([res.status, res.body.message]).toEqual([201, ANSWER]);
    const [row] = await sql`select confirmed_at from public.newsletter_signups where email = ${email}`;
    expect(row).toEqual({ confirmed_at: null });
    expect(await onAdminList(email)).toBe(false);

    const { rendered, url, token } = await mailFor(email);
    expect(rendered.subject).toBe('Please confirm your newsletter subscription');
    expect(url).toMatch(/^http:\/\/localhost:5173\/newsletter\/confirm\?token=/);
    const confirmed = await confirm(token);
    expect([confirmed.status, confirmed.body.message]).toEqual([200, "You're subscribed to our newsletter. Thank you!"]);
    expect(await onAdminList(email)).toBe(true);
    expect((await confirm(token)).status).toBe(200);
    // once confirmed, the queued mail has nothing left to say
    expect(await newsletterConfirmation((await confirmationMails(email))[0]!.payload, { sql, config: testConfig() })).toBeNull();
  });

  it('mails a Spanish page\'s sign-up in Spanish, linking the Spanish page', async () => {
    const email = uniqueEmail('opt-in-es');
    const res = await new Client().request('POST', '/newsletter', { email }, { 'accept-language': 'es' });
    expect([res.status, res.body.message]).toEqual([201, '¡Casi listo! Revise su correo electrónico y confirme su suscripción.']);
    const { rendered, url } = await mailFor(email);
    expect(rendered.subject).toBe('Confirme su suscripción a nuestro boletín');
    expect(url).toMatch(/^http:\/\/localhost:5173\/es\/newsletter\/confirm\?token=/);
  });

  it('answers a confirmed address signing up again as any other, without a mail; a pending one is mailed at most once an hour', async () => {
    const confirmedEmail = uniqueEmail('already');
    await new Client().post('/newsletter', { email: confirmedEmail });
    await confirm((await mailFor(confirmedEmail)).token);
    const again = await new Client().post('/newsletter', { email: confirmedEmail.toUpperCase() });
    const fresh = await new Client().post('/newsletter', { email: uniqueEmail('new') });
    expect([again.status, again.body]).toEqual([fresh.status, fresh.body]);
    expect(await confirmationMails(confirmedEmail)).toHaveLength(1);

    const pending = uniqueEmail('pending');
    await new Client().post('/newsletter', { email: pending });
    await new Client().post('/newsletter', { email: pending });
    expect(await confirmationMails(pending)).toHaveLength(1);
    await sql`update public.newsletter_signups set confirmation_sent_at = now() - interval '61 minutes' where email = ${pending}`;
    await new Client().post('/newsletter', { email: pending });
    expect(await confirmationMails(pending)).toHaveLength(2);
  });

  it('deletes a sign-up unconfirmed for 7 days (retention); its link then says it has expired', async () => {
    const email = uniqueEmail('late');
    const recent = uniqueEmail('recent');
    await new Client().post('/newsletter', { email });
    await new Client().post('/newsletter', { email: recent });
    const { token } = await mailFor(email);
    await sql`update public.newsletter_signups set created_at = now() - interval '8 days' where email = ${email}`;
    const result = await runRetention(sql, 30);
    expect(result.deletedPendingSignups).toBeGreaterThanOrEqual(1);
    expect(await sql`select email from public.newsletter_signups where email in (${email}, ${recent})`).toEqual([{ email: recent }]);
    const late = await confirm(token);
    expect([late.status, late.body.error]).toEqual([410, 'This confirmation link has expired. Please sign up again.']);
  });

  it('refuses a forged or foreign token with 400 and confirms nothing', async () => {
    const email = uniqueEmail('forged');
    await new Client().post('/newsletter', { email });
    for (const token of [await signId('another-secret-0123456789abcdef', 'newsletter-confirm', email), await signId(testConfig().LINK_SIGNING_SECRET, 'newsletter-unsubscribe', email), 'junk']) {
      expect((await confirm(token)).status).toBe(400);
    }
    expect(await onAdminList(email)).toBe(false);
  });
});
