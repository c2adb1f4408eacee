// Newsletter: one row per address whatever its case; a signed link unsubscribes it.
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { newsletterUnsubscribeUrl } from '../../functions/_shared/routes/newsletter-unsubscribe.ts';
import { signId } from '../../functions/_shared/signed-token.ts';
import { uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { testConfig } from './mail.ts';

const sql = superuser();
afterAll(() => sql.end());

const rowsFor = (email: string) => sql`select email from public.newsletter_signups where lower(email) = lower(${email})`;
const tokenOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get('token')!);

describe('newsletter subscriptions', () => {
  it('stores an address once whatever its capitalisation', async () => {
    const email = uniqueEmail('news');
    expect((await new Client().post('/newsletter', { email })).status).toBe(201);
    expect((await new Client().post('/newsletter', { email: email.toUpperCase() })).status).toBe(201);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('unsubscribes through the link a mail carries, whatever case the link was made with; twice is fine', async () => {
    const email = uniqueEmail('leaving');
    await new Client().post('/newsletter', { email });
    const url = await newsletterUnsubscribeUrl(testConfig(), email.toUpperCase());
    expect(url).toMatch(/^http:\/\/localhost:5173\/newsletter\/unsubscribe\?token=/);

    const res = await new Client().post('/newsletter/unsubscribe', { token: tokenOf(url) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("You've been unsubscribed from our newsletter.");
    expect(await rowsFor(email)).toHaveLength(0);
    expect((await new Client().post('/newsletter/unsubscribe', { token: tokenOf(url) })).status).toBe(200);
  });

  it('refuses forged and foreign-purpose tokens with 400 and keeps the subscription', async () => {
    const email = uniqueEmail('staying');
    await new Client().post('/newsletter', { email });
    const forged = await signId('a-different-secret-value', 'newsletter-unsubscribe', email);
    const wrongPurpose = await signId(testConfig().LINK_SIGNING_SECRET, 'cancel-registration', email);
    for (const token of [forged, wrongPurpose, 'nonsense']) {
      const res = await new Client().post('/newsletter/unsubscribe', { token });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/not valid/);
    }
    expect((await new Client().post('/newsletter/unsubscribe', {})).status).toBe(400);
    expect(await rowsFor(email)).toHaveLength(1);
  });
});
