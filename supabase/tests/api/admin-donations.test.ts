// GET /api/admin/donations and the receipt resend: admins only, server-side filters, sort and totals.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDonationsSchema } from '@contract/admin-donations.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedIn, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';

const sql = superuser();
let admin: Client;
let member: Client;
const tag = randomUUID().slice(0, 8);
const ids: Record<string, string> = {};

async function donation(key: string, d: { name: string | null; cents: number; status: string; daysAgo: number; monthly?: boolean }) {
  let subscriptionId: string | null = null;
  if (d.monthly) {
    const [sub] = await sql<{ id: string }[]>`
      insert into public.donation_subscriptions (stripe_subscription_id, stripe_customer_id, amount_cents, donor_email, status)
      values (${`sub_${tag}_${key}`}, ${`cus_${tag}`}, ${d.cents}, ${`${key}-${tag}@example.org`}, 'active') returning id`;
    subscriptionId = sub!.id;
  }
  const [row] = await sql<{ id: string }[]>`
    insert into public.donations (amount_cents, donor_name, donor_email, status, created_at, subscription_id, stripe_payment_intent_id, stripe_invoice_id)
    values (${d.cents}, ${d.name}, ${`${key}-${tag}@example.org`}, ${d.status}, now() - make_interval(days => ${d.daysAgo}),
      ${subscriptionId}, ${`pi_${tag}_${key}`}, ${d.monthly ? `in_${tag}_${key}` : null})
    returning id`;
  ids[key] = row!.id;
}

beforeAll(async () => {
  admin = await signedIn(sql, 'admin', uniqueEmail('donations-admin'));
  member = await signedIn(sql, 'member', uniqueEmail('donations-member'));
  await donation('ana', { name: 'Ana Ruiz', cents: 2500, status: 'succeeded', daysAgo: 1 });
  await donation('ben', { name: 'Ben Okafor', cents: 10000, status: 'succeeded', daysAgo: 40, monthly: true });
  await donation('cal', { name: null, cents: 500, status: 'failed', daysAgo: 3 });
  await donation('dee', { name: 'Dee Refund', cents: 7500, status: 'refunded', daysAgo: 10 });
  await sql`update public.donations set fee_cents = 85, dedication_kind = 'honor', dedication_name = 'Coach Kim',
    dedication_notify_email = 'kim@example.org' where id = ${ids.ana!}`;
});
afterAll(() => sql.end());

const list = async (query: string) => {
  const res = await admin.get(`/admin/donations?search=${tag}${query}`);
  expect(res.status).toBe(200);
  return adminDonationsSchema.parse(res.body);
};
const keys = (body: { donations: { donorEmail: string }[] }) => body.donations.map((d) => d.donorEmail.split('-')[0]);
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

describe('GET /api/admin/donations', () => {
  it('answers 401 signed out and 403 to a signed-in non-admin', async () => {
    expect((await new Client().get('/admin/donations')).status).toBe(401);
    expect((await member.get('/admin/donations')).status).toBe(403);
  });

  it('lists every matching donation newest first with its kind, status, Stripe ids and subscription, no-store', async () => {
    const res = await admin.get(`/admin/donations?search=${tag}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = adminDonationsSchema.parse(res.body);
    expect(keys(body)).toEqual(['ana', 'cal', 'dee', 'ben']);
    const ben = body.donations.find((d) => d.id === ids.ben)!;
    expect(ben).toMatchObject({ kind: 'monthly', status: 'succeeded', amountCents: 10000, donorName: 'Ben Okafor', stripeInvoiceId: `in_${tag}_ben` });
    expect(ben.subscription).toMatchObject({ stripeSubscriptionId: `sub_${tag}_ben`, stripeCustomerId: `cus_${tag}`, status: 'active', cancelAtPeriodEnd: false });
    expect(body.donations.find((d) => d.id === ids.ana)).toMatchObject({
      kind: 'one-time', subscription: null, stripePaymentIntentId: `pi_${tag}_ana`,
      feeCents: 85, dedication: { kind: 'honor', name: 'Coach Kim', notifyEmail: 'kim@example.org' },
    });
    expect(ben).toMatchObject({ feeCents: 0, dedication: null });
    expect(body.totals.filtered).toEqual({ count: 4, sumCents: 20500 });
  });

  it('searches name and e-mail case-insensitively, and filters by status, kind and date range', async () => {
    expect(keys(await admin.get(`/admin/donations?search=okafor`).then((r) => adminDonationsSchema.parse(r.body)))).toContain('ben');
    expect(keys(await list('&status=failed'))).toEqual(['cal']);
    expect(keys(await list('&kind=monthly'))).toEqual(['ben']);
    expect(keys(await list('&kind=one-time'))).toEqual(['ana', 'cal', 'dee']);
    expect(keys(await list(`&from=${encodeURIComponent(iso(7))}`))).toEqual(['ana', 'cal']);
    const window = await list(`&from=${encodeURIComponent(iso(20))}&to=${encodeURIComponent(iso(2))}`);
    expect(keys(window)).toEqual(['cal', 'dee']);
    expect(window.totals.filtered).toEqual({ count: 2, sumCents: 8000 });
  });

  it('sorts by amount either way, and by date oldest first', async () => {
    expect(keys(await list('&sort=amount-desc'))).toEqual(['ben', 'dee', 'ana', 'cal']);
    expect(keys(await list('&sort=amount-asc'))).toEqual(['cal', 'ana', 'dee', 'ben']);
    expect(keys(await list('&sort=date-oldest'))).toEqual(['ben', 'dee', 'cal', 'ana']);
  });

  it('totals the succeeded gifts of this month and this year in New Jersey time', async () => {
    const expected = () => sql<{ month: string; monthCount: number; year: string; yearCount: number }[]>`
      select coalesce(sum(amount_cents) filter (where created_at >= date_trunc('month', now() at time zone 'America/New_York') at time zone 'America/New_York'), 0)::text as month,
        (count(*) filter (where created_at >= date_trunc('month', now() at time zone 'America/New_York') at time zone 'America/New_York'))::int as "monthCount",
        coalesce(sum(amount_cents) filter (where created_at >= date_trunc('year', now() at time zone 'America/New_York') at time zone 'America/New_York'), 0)::text as year,
        (count(*) filter (where created_at >= date_trunc('year', now() at time zone 'America/New_York') at time zone 'America/New_York'))::int as "yearCount"
      from public.donations where status = 'succeeded'`.then((r) => r[0]!);
    // Other test files add donations concurrently: compare against a snapshot that held
    // throughout the call.
    for (;;) {
      const before = await expected();
      const { totals } = await list('');
      const after = await expected();
      if (JSON.stringify(before) !== JSON.stringify(after)) continue;
      expect(totals.thisMonth).toEqual({ count: after.monthCount, sumCents: Number(after.month) });
      expect(totals.thisYear).toEqual({ count: after.yearCount, sumCents: Number(after.year) });
      expect(totals.thisYear.sumCents).toBeGreaterThanOrEqual(2500);
      break;
    }
  });

  it('answers 400 with a clear message for a bad filter', async () => {
    for (const [query, message] of [['status=lost', 'Invalid status'], ['kind=weekly', 'Invalid kind'], ['from=yesterday', 'Invalid from date'], ['sort=name', 'Invalid sort']]) {
      const res = await admin.get(`/admin/donations?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('POST /api/admin/donations/{id}/resend-receipt', () => {
  const receipts = (id: string) => sql`select 1 from public.email_outbox where kind = 'donation_receipt' and payload->>'donationId' = ${id}`;

  it('queues the receipt again for a succeeded donation, for admins only', async () => {
    const res = await admin.post(`/admin/donations/${ids.ana}/resend-receipt`, {});
    expect(res).toMatchObject({ status: 200, body: { message: 'The receipt has been queued and will be sent shortly.' } });
    expect(await receipts(ids.ana!)).toHaveLength(1);
    expect((await member.post(`/admin/donations/${ids.ana}/resend-receipt`, {})).status).toBe(403);
    expect((await new Client().post(`/admin/donations/${ids.ana}/resend-receipt`, {})).status).toBe(401);
    expect(await receipts(ids.ana!)).toHaveLength(1);
  });

  it('refuses a donation that has no receipt (409) and an unknown one (404)', async () => {
    expect((await admin.post(`/admin/donations/${ids.cal}/resend-receipt`, {})).status).toBe(409);
    expect((await admin.post(`/admin/donations/${randomUUID()}/resend-receipt`, {})).status).toBe(404);
    expect((await admin.post('/admin/donations/nope/resend-receipt', {})).status).toBe(404);
    expect(await receipts(ids.cal!)).toHaveLength(0);
  });
});
