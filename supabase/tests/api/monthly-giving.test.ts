// Monthly giving against the loopback Stripe fake: the subscription and its first invoice, the
// invoice and subscription webhooks (replays change nothing), refunds, and the donor's cancel link.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { startPaymentsApi, signedEvent, type PaymentsApi } from './donations-api.ts';
import { startFakeStripe, type FakeInvoice, type FakeStripe } from '../../../scripts/stand-ins/stripe-api.ts';
import { drain, outboxIds, readEml, recordingFileTransport } from './mail.ts';

const sql = superuser();
let fake: FakeStripe;
let api: PaymentsApi;

beforeAll(async () => {
  fake = await startFakeStripe();
  api = await startPaymentsApi(fake.url);
});
afterAll(async () => {
  await api?.stop();
  await fake?.close();
  await sql.end();
});

const email = () => `monthly-${randomUUID().slice(0, 8)}@example.org`;
const monthly = (overrides: Record<string, unknown> = {}) =>
  ({ amountCents: 2500, frequency: 'monthly', donorName: 'Rosa Diaz', donorEmail: email(), attemptId: randomUUID(), ...overrides });

const donationsOf = (donorEmail: string) =>
  sql<{ id: string; status: string; amount_cents: number; stripe_invoice_id: string | null; stripe_payment_intent_id: string | null; subscription_id: string | null }[]>`
    select id, status, amount_cents, stripe_invoice_id, stripe_payment_intent_id, subscription_id
    from public.donations where donor_email = ${donorEmail} order by created_at`;
const subscriptionOf = async (donorEmail: string) =>
  (await sql<{ id: string; status: string; cancel_at_period_end: boolean; stripe_subscription_id: string; current_period_end: Date | null }[]>`
    select id, status, cancel_at_period_end, stripe_subscription_id, current_period_end
    from public.donation_subscriptions where donor_email = ${donorEmail}`)[0]!;
const mailsOf = (donorEmail: string, kind: string) => outboxIds(sql, sql`kind = ${kind} and recipient = ${donorEmail}`);

/** A monthly gift started through the API, with its fake subscription and first invoice. */
async function started(overrides: Record<string, unknown> = {}) {
  const body = monthly(overrides);
  const res = await api.post('/donations', body);
  expect(res.status).toBe(201);
  const sub = [...fake.subscriptions.values()].find((s) => fake.customers.get(s.customer)?.email === body.donorEmail)!;
  const invoice = fake.invoices.get(sub.latest_invoice)!;
  return { body, res, sub, invoice };
}

/** What Stripe's invoice events carry (no PaymentIntent: that is only in the invoice's payments). */
function paid(invoice: FakeInvoice) {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  fake.intents.get(invoice.intent)!.status = 'succeeded';
  const { intent: _intent, ...shown } = invoice;
  return shown;
}
function failed(invoice: FakeInvoice) {
  const { intent: _intent, ...shown } = invoice;
  return shown;
}

/** The first monthly charge confirmed and reported by Stripe. */
async function confirmedFirstMonth(overrides: Record<string, unknown> = {}) {
  const gift = await started(overrides);
  gift.sub.status = 'active';
  expect((await api.webhook(signedEvent('invoice.paid', paid(gift.invoice)))).body.result).toBe('succeeded');
  return gift;
}

async function manageToken(donorEmail: string): Promise<string> {
  const transport = recordingFileTransport();
  const ids = await mailsOf(donorEmail, 'donation_receipt');
  expect((await drain(sql, transport, ids.slice(0, 1))).sent).toBe(1);
  const eml = await readEml(transport.paths[0]!);
  const url = /https?:\/\/\S+\/donate\/monthly-gift\?token=[^\s"<]+/.exec(eml)![0];
  return decodeURIComponent(new URL(url).searchParams.get('token')!);
}

describe('a monthly gift', () => {
  it('creates a Customer and a default_incomplete Subscription for the amount, and answers the first invoice’s client secret', async () => {
    const { body, res, sub, invoice } = await started({ amountCents: 3500 });
    expect(res.body).toMatchObject({ frequency: 'monthly', amountCents: 3500, clientSecret: invoice.confirmation_secret!.client_secret });

    const customerCall = fake.requests.find((r) => r.path === '/v1/customers' && r.params.get('email') === body.donorEmail)!;
    expect(customerCall.idempotencyKey).toBe(`donor-${body.attemptId}`);
    const subCall = fake.requests.find((r) => r.path === '/v1/subscriptions' && r.params.get('customer') === sub.customer)!;
    expect(subCall.idempotencyKey).toBe(`monthly-${body.attemptId}`);
    expect(subCall.params.get('payment_behavior')).toBe('default_incomplete');
    expect(subCall.params.get('items[0][price_data][unit_amount]')).toBe('3500');
    expect(subCall.params.get('items[0][price_data][currency]')).toBe('usd');
    expect(subCall.params.get('items[0][price_data][recurring][interval]')).toBe('month');
    expect([...subCall.params.values()]).toContain('latest_invoice.confirmation_secret');

    const row = await subscriptionOf(body.donorEmail);
    expect(row).toMatchObject({ status: 'incomplete', cancel_at_period_end: false, stripe_subscription_id: sub.id });
    expect(row.current_period_end).toBeInstanceOf(Date);
    expect(await donationsOf(body.donorEmail)).toEqual([
      expect.objectContaining({ id: res.body.donationId, status: 'pending', amount_cents: 3500, stripe_invoice_id: invoice.id, stripe_payment_intent_id: invoice.intent, subscription_id: row.id }),
    ]);
  });

  it('answers a retried request with the same subscription; the return page learns it was monthly', async () => {
    const body = monthly();
    const first = await api.post('/donations', body);
    const again = await api.post('/donations', body);
    expect(again.body).toEqual(first.body);
    expect(await donationsOf(body.donorEmail)).toHaveLength(1);

    const intent = first.body.clientSecret.split('_secret_')[0];
    fake.intents.get(intent)!.status = 'succeeded';
    const status = await api.get(`/donations/status?paymentIntent=${intent}`);
    expect(status.body).toMatchObject({ status: 'succeeded', frequency: 'monthly', amountCents: 2500 });
  });

  it('confirmed: invoice.paid twice records one succeeded row and one receipt, and the subscription is active', async () => {
    const { body, invoice } = await started();
    const event = signedEvent('invoice.paid', paid(invoice));
    expect((await api.webhook(event)).body.result).toBe('succeeded');
    expect((await api.webhook(event)).body.result).toBe('unchanged');
    // Stripe also reports the invoice's PaymentIntent; a monthly row follows its invoice only.
    expect((await api.webhook(signedEvent('payment_intent.succeeded', fake.intents.get(invoice.intent)!))).body.result).toBe('unchanged');

    const rows = await donationsOf(body.donorEmail);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
    expect((await subscriptionOf(body.donorEmail)).status).toBe('active');
    expect(await mailsOf(body.donorEmail, 'donation_receipt')).toHaveLength(1);
  });

  it("records each later month as a new row with the invoice's PaymentIntent, once", async () => {
    const { body, sub } = await confirmedFirstMonth();
    const second = fake.nextInvoice(sub.id);
    const event = signedEvent('invoice.paid', paid(second));
    expect((await api.webhook(event)).body.result).toBe('succeeded');
    expect((await api.webhook(event)).body.result).toBe('unchanged');

    const rows = await donationsOf(body.donorEmail);
    expect(rows.map((r) => [r.status, r.stripe_invoice_id])).toEqual([['succeeded', expect.any(String)], ['succeeded', second.id]]);
    expect(rows[1]!.stripe_payment_intent_id).toBe(second.intent);
    expect(rows[1]!.subscription_id).toBe(rows[0]!.subscription_id);
    expect(await mailsOf(body.donorEmail, 'donation_receipt')).toHaveLength(2);
  });

  it('a failed payment marks the month failed and the subscription past_due; a later payment of it succeeds', async () => {
    const { body, sub } = await confirmedFirstMonth();
    const second = fake.nextInvoice(sub.id);
    const event = signedEvent('invoice.payment_failed', failed(second));
    expect((await api.webhook(event)).body.result).toBe('failed');
    expect((await api.webhook(event)).body.result).toBe('unchanged');
    expect((await donationsOf(body.donorEmail)).map((r) => r.status)).toEqual(['succeeded', 'failed']);
    expect((await subscriptionOf(body.donorEmail)).status).toBe('past_due');
    expect(await mailsOf(body.donorEmail, 'donation_receipt')).toHaveLength(1);

    expect((await api.webhook(signedEvent('invoice.paid', paid(second)))).body.result).toBe('succeeded');
    expect((await donationsOf(body.donorEmail)).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect((await subscriptionOf(body.donorEmail)).status).toBe('active');
  });

  it('a full refund marks the month refunded once; a partial refund changes nothing; a replayed invoice.paid does not undo it', async () => {
    const { body, invoice } = await confirmedFirstMonth();
    const charge = { id: `ch_${randomUUID().slice(0, 8)}`, object: 'charge', payment_intent: invoice.intent, amount: 2500, amount_refunded: 1000, refunded: false };
    expect((await api.webhook(signedEvent('charge.refunded', charge))).body.result).toBe('ignored');
    expect((await donationsOf(body.donorEmail))[0]!.status).toBe('succeeded');

    const full = signedEvent('charge.refunded', { ...charge, amount_refunded: 2500, refunded: true });
    expect((await api.webhook(full)).body.result).toBe('refunded');
    expect((await api.webhook(full)).body.result).toBe('unchanged');
    expect((await api.webhook(signedEvent('invoice.paid', paid(invoice)))).body.result).toBe('unchanged');
    expect((await donationsOf(body.donorEmail))[0]!.status).toBe('refunded');
  });

  it('customer.subscription.deleted ends the subscription, once; a late update never revives it', async () => {
    const { body, sub } = await confirmedFirstMonth();
    const ended = { ...sub, status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) };
    expect((await api.webhook(signedEvent('customer.subscription.deleted', ended))).body.result).toBe('updated');
    expect((await api.webhook(signedEvent('customer.subscription.deleted', ended))).body.result).toBe('unchanged');
    expect((await api.webhook(signedEvent('customer.subscription.updated', { ...sub, status: 'active' }))).body.result).toBe('unchanged');
    expect((await subscriptionOf(body.donorEmail)).status).toBe('canceled');
  });

  it('ignores invoices of subscriptions that are not ours', async () => {
    const stranger = { id: 'in_not_ours', object: 'invoice', amount_paid: 900, amount_due: 900, parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_not_ours' } } };
    expect((await api.webhook(signedEvent('invoice.paid', stranger))).body.result).toBe('ignored');
    expect((await api.webhook(signedEvent('invoice.payment_failed', stranger))).body.result).toBe('ignored');
  });

  it("sends a receipt with the amount, date, organisation, the no-goods statement and a signed 'Manage your monthly gift' link", async () => {
    const { body } = await confirmedFirstMonth({ amountCents: 4200, donorName: 'Kim Park' });
    const transport = recordingFileTransport();
    expect((await drain(sql, transport, await mailsOf(body.donorEmail, 'donation_receipt'))).sent).toBe(1);
    const eml = (await readEml(transport.paths[0]!)).replace(/\r?\n/g, ' ');
    expect(eml).toContain('Dear Kim Park');
    expect(eml).toContain('monthly gift of $42.00');
    expect(eml).toContain('Bright Path Support Services');
    expect(eml).toMatch(/Date: \w+day, \w+ \d{1,2}, \d{4}/);
    expect(eml).toContain('No goods or services were provided in exchange for this contribution.');
    expect(eml).toMatch(/Manage your monthly gift: http:\/\/localhost:5173\/donate\/monthly-gift\?token=/);
  });
});

describe("the donor's 'Manage your monthly gift' link", () => {
  it('shows the gift, cancels it at the end of the period on POST, e-mails a confirmation, and a second press changes nothing', async () => {
    const { body, sub } = await confirmedFirstMonth({ amountCents: 1500 });
    const token = await manageToken(body.donorEmail);

    const shown = await api.get(`/monthly-gifts?token=${encodeURIComponent(token)}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toMatch(/no-store/);
    const periodEnd = new Date(sub.items.data[0]!.current_period_end * 1000).toISOString();
    expect(shown.body).toEqual({ amountCents: 1500, nextChargeAt: periodEnd, cancelAtPeriodEnd: false });
    expect(fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);

    const cancelled = await api.post('/monthly-gifts/cancel', { token });
    expect(cancelled).toMatchObject({ status: 200, body: { message: 'Your monthly gift has been cancelled. We have e-mailed you a confirmation.' } });
    expect(fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    expect(await subscriptionOf(body.donorEmail)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect((await api.get(`/monthly-gifts?token=${encodeURIComponent(token)}`)).body.cancelAtPeriodEnd).toBe(true);

    const again = await api.post('/monthly-gifts/cancel', { token });
    expect(again.body.message).toBe('This monthly gift was already cancelled. No further payments will be taken.');
    const confirmations = await mailsOf(body.donorEmail, 'monthly_gift_cancelled');
    expect(confirmations).toHaveLength(1);

    const transport = recordingFileTransport();
    expect((await drain(sql, transport, confirmations)).sent).toBe(1);
    const eml = (await readEml(transport.paths[0]!)).replace(/\r?\n/g, ' ');
    expect(eml).toContain('Your monthly gift of $15.00 to Bright Path Support Services has been cancelled.');
    expect(eml).toMatch(/No further payments will be taken after \w+day, \w+ \d{1,2}, \d{4}\./);
  });

  it('stops working once the subscription has ended', async () => {
    const { body, sub } = await confirmedFirstMonth();
    const token = await manageToken(body.donorEmail);
    await api.webhook(signedEvent('customer.subscription.deleted', { ...sub, status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) }));
    const shown = await api.get(`/monthly-gifts?token=${encodeURIComponent(token)}`);
    expect(shown).toMatchObject({ status: 410, body: { error: 'This monthly gift has already ended, so this link no longer works.' } });
    expect((await api.post('/monthly-gifts/cancel', { token })).status).toBe(410);
  });

  it('refuses a forged, tampered or missing token with 400 and a clear message', async () => {
    const { body } = await confirmedFirstMonth();
    const token = await manageToken(body.donorEmail);
    const [id] = token.split('.');
    for (const bad of [`${id}.forged`, `${randomUUID()}.${token.split('.')[1]}`, 'nonsense']) {
      const res = await api.post('/monthly-gifts/cancel', { token: bad });
      expect(res).toMatchObject({ status: 400, body: { error: 'This link is not valid. Please use the link from your email.' } });
    }
    expect((await api.get('/monthly-gifts')).status).toBe(400);
    expect((await api.post('/monthly-gifts/cancel', {})).status).toBe(400);
    expect((await subscriptionOf(body.donorEmail)).cancel_at_period_end).toBe(false);
  });
});

describe('covering the fee and dedicating a gift', () => {
  const extrasOf = (donorEmail: string) =>
    sql<{ amount_cents: number; fee_cents: number; dedication_kind: string | null; dedication_name: string | null; dedication_notify_email: string | null }[]>`
      select amount_cents, fee_cents, dedication_kind, dedication_name, dedication_notify_email from public.donations where donor_email = ${donorEmail} order by created_at`;
  const notices = (to: string) => outboxIds(sql, sql`kind = 'dedication_notice' and recipient = ${to}`);

  it('a one-time gift charges the fee the server works out, stores both, and on success sends the receipt and a notice without the amount', async () => {
    const notify = email();
    const body = { amountCents: 2500, coverFee: true, dedication: { kind: 'memory', name: 'Rose Ruiz', notifyEmail: notify }, donorName: 'Ana Ruiz', donorEmail: email(), attemptId: randomUUID() };
    const res = await api.post('/donations', body);
    expect(res.body).toMatchObject({ amountCents: 2585, frequency: 'one-time' });
    const intent = fake.intents.get(res.body.clientSecret.split('_secret_')[0])!;
    expect(intent.amount).toBe(2585);
    expect(await extrasOf(body.donorEmail)).toEqual([{ amount_cents: 2585, fee_cents: 85, dedication_kind: 'memory', dedication_name: 'Rose Ruiz', dedication_notify_email: notify }]);

    intent.status = 'succeeded';
    const event = signedEvent('payment_intent.succeeded', intent);
    await api.webhook(event);
    await api.webhook(event);
    expect(await notices(notify)).toHaveLength(1);

    const transport = recordingFileTransport();
    expect((await drain(sql, transport, [...await mailsOf(body.donorEmail, 'donation_receipt'), ...await notices(notify)])).sent).toBe(2);
    const [receipt, notice] = await Promise.all(transport.paths.map(async (p) => (await readEml(p)).replace(/\r?\n/g, ' ')));
    const [r, n] = receipt!.includes(`To: ${body.donorEmail}`) ? [receipt!, notice!] : [notice!, receipt!];
    expect(r).toContain('$25.85');
    expect(r).toContain('Includes $0.85 you added to cover the processing fee');
    expect(r).toContain('Dedication: In memory of Rose Ruiz');
    expect(n).toContain('Ana Ruiz has made a gift to Bright Path Support Services in memory of Rose Ruiz.');
    expect(n).not.toMatch(/\$\d/);
  });

  it('a monthly gift charges gift plus fee each month and tells the named person once, with the first payment', async () => {
    const notify = email();
    const { body, sub, invoice } = await started({ amountCents: 1000, coverFee: true, dedication: { kind: 'honor', name: 'Coach Kim', notifyEmail: notify } });
    expect(sub.items.data[0]!.price.unit_amount).toBe(1052);
    expect(invoice.amount_due).toBe(1052);
    await api.webhook(signedEvent('invoice.paid', paid(invoice)));
    await api.webhook(signedEvent('invoice.paid', paid(fake.nextInvoice(sub.id))));
    const rows = await extrasOf(body.donorEmail);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ amount_cents: 1052, fee_cents: 52, dedication_kind: 'honor', dedication_name: 'Coach Kim' });
    expect(await notices(notify)).toHaveLength(1);
    expect(await mailsOf(body.donorEmail, 'donation_receipt')).toHaveLength(2);
  });

  it('refuses a dedication without a name, or with a malformed e-mail, with 400 before calling Stripe', async () => {
    const before = fake.requests.length;
    const noName = await api.post('/donations', monthly({ dedication: { kind: 'honor', name: ' ' } }));
    expect(noName).toMatchObject({ status: 400, body: { message: 'Please enter the name of the person this gift honors.' } });
    const badEmail = await api.post('/donations', monthly({ dedication: { kind: 'memory', name: 'Rose', notifyEmail: 'nope' } }));
    expect(badEmail.body.message).toBe('Please enter a valid email address');
    expect((await api.post('/donations', monthly({ coverFee: 'yes' }))).status).toBe(400);
    expect(fake.requests.length).toBe(before);
  });
});
