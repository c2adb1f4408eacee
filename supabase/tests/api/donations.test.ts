// Donations: the unconfigured API (the shared test instance has no Stripe keys) and the
// configured path against a loopback fake of Stripe, including the signed webhook.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { startPaymentsApi, signedEvent, type PaymentsApi } from './donations-api.ts';
import { startFakeStripe, type FakeStripe } from '../../../scripts/stand-ins/stripe-api.ts';
import { Client } from './http.ts';
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

const email = () => `donor-${randomUUID().slice(0, 8)}@example.org`;
const donation = (overrides: Record<string, unknown> = {}) => ({ amountCents: 2500, donorName: 'Ana Ruiz', donorEmail: email(), attemptId: randomUUID(), ...overrides });
const rowsFor = (donorEmail: string) =>
  sql<{ id: string; status: string; amount_cents: number; stripe_payment_intent_id: string }[]>`
    select id, status, amount_cents, stripe_payment_intent_id from public.donations where donor_email = ${donorEmail}`;
const receiptsFor = (donorEmail: string) => sql`select id from public.email_outbox where kind = 'donation_receipt' and recipient = ${donorEmail}`;

describe('donations without Stripe keys', () => {
  it('still rejects bad input with 400, answers valid input 503 with SPEC wording, and stores nothing', async () => {
    const client = new Client();
    const small = await client.post('/donations', donation({ amountCents: 50 }));
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('Please enter a valid donation amount of at least $1.');

    const body = donation();
    const res = await client.post('/donations', body);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('Payment processing is not configured. Please contact us directly.');
    expect(await rowsFor(body.donorEmail)).toHaveLength(0);
    expect((await client.post('/stripe/webhook', { id: 'evt_1' })).status).toBe(503);
    expect((await client.get('/donations/status?paymentIntent=pi_123')).status).toBe(503);
  });
});

describe('POST /api/donations with Stripe', () => {
  it('creates a PaymentIntent in cents with an idempotency key and a pending row, and returns the client secret', async () => {
    const body = donation({ amountCents: 1999 });
    const res = await api.post('/donations', body);
    expect(res.status).toBe(201);
    expect(res.body.amountCents).toBe(1999);
    expect(res.body.clientSecret).toMatch(/^pi_fake\w+_secret_\d+$/);

    const create = fake.creates.at(-1)!;
    expect(create.idempotencyKey).toBe(`donation-${body.attemptId}`);
    expect(create.authorization).toBe('Bearer sk_test_fake_key');
    expect(create.params.get('amount')).toBe('1999');
    expect(create.params.get('currency')).toBe('usd');
    expect(create.params.get('metadata[donorEmail]')).toBe(body.donorEmail);

    const [row] = await rowsFor(body.donorEmail);
    expect(row).toMatchObject({ id: res.body.donationId, status: 'pending', amount_cents: 1999 });
    expect(res.body.clientSecret.startsWith(row!.stripe_payment_intent_id)).toBe(true);
  });

  it('answers a retried attempt with the same intent and row; a reused attempt id with other details is 409', async () => {
    const body = donation();
    const first = await api.post('/donations', body);
    const again = await api.post('/donations', body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await rowsFor(body.donorEmail)).toHaveLength(1);

    const changed = await api.post('/donations', { ...body, amountCents: 5000 });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatch(/already started with different details/);
  });

  it.each([
    [{ amountCents: 99 }, 'Please enter a valid donation amount of at least $1.'],
    [{ amountCents: 10_000_001 }, 'Online donations are limited to $100,000. Please contact us directly for larger gifts.'],
    [{ amountCents: 1999.5 }, 'Please enter a valid donation amount of at least $1.'],
    [{ amountCents: '2500' }, 'Please enter a valid donation amount of at least $1.'],
    [{ donorEmail: '' }, 'Please provide your email address for the receipt.'],
    [{ donorEmail: 'not-an-email' }, 'Please enter a valid email address'],
    [{ attemptId: 'x' }, 'Invalid donation attempt id'],
  ])('rejects %j with 400 and a clear message, before calling Stripe', async (overrides, message) => {
    const before = fake.creates.length;
    const res = await api.post('/donations', donation(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(fake.creates.length).toBe(before);
  });

  it('answers malformed JSON with 400', async () => {
    expect((await api.post('/donations', '{"amountCents":')).status).toBe(400);
  });
});

describe('POST /api/stripe/webhook', () => {
  async function started() {
    const body = donation({ amountCents: 5000, donorName: 'Sam Lee' });
    const res = await api.post('/donations', body);
    const intent = fake.intents.get(res.body.clientSecret.split('_secret_')[0])!;
    return { body, intent, donationId: res.body.donationId as string };
  }

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { body, intent } = await started();
    intent.status = 'succeeded';
    const forged = signedEvent('payment_intent.succeeded', intent, 'whsec_someone_else');
    expect((await api.webhook(forged)).status).toBe(400);
    const tampered = signedEvent('payment_intent.succeeded', intent);
    expect((await api.webhook({ ...tampered, payload: tampered.payload.replace('5000', '1') })).status).toBe(400);
    const unsigned = await api.webhook({ payload: tampered.payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    expect((await rowsFor(body.donorEmail))[0]!.status).toBe('pending');
    expect(await receiptsFor(body.donorEmail)).toHaveLength(0);
  });

  it('marks a donation succeeded once, queues one receipt, and ignores replays and later failures', async () => {
    const { body, intent } = await started();
    intent.status = 'succeeded';
    const event = signedEvent('payment_intent.succeeded', intent);

    const first = await api.webhook(event);
    expect(first).toMatchObject({ status: 200, body: { received: true, result: 'succeeded' } });
    const replay = await api.webhook(event);
    expect(replay).toMatchObject({ status: 200, body: { result: 'unchanged' } });
    const lateFailure = await api.webhook(signedEvent('payment_intent.payment_failed', intent));
    expect(lateFailure.body.result).toBe('unchanged');

    expect((await rowsFor(body.donorEmail))[0]!.status).toBe('succeeded');
    expect(await receiptsFor(body.donorEmail)).toHaveLength(1);
  });

  it('records a failure, then a later success on the same intent', async () => {
    const { body, intent } = await started();
    intent.last_payment_error = { type: 'card_error', message: 'Your card was declined.' };
    expect((await api.webhook(signedEvent('payment_intent.payment_failed', intent))).body.result).toBe('failed');
    expect((await rowsFor(body.donorEmail))[0]!.status).toBe('failed');
    expect(await receiptsFor(body.donorEmail)).toHaveLength(0);

    intent.status = 'succeeded';
    expect((await api.webhook(signedEvent('payment_intent.succeeded', intent))).body.result).toBe('succeeded');
    expect(await receiptsFor(body.donorEmail)).toHaveLength(1);
  });

  it('acknowledges events it does not handle without touching donations', async () => {
    const { body, intent } = await started();
    const res = await api.webhook(signedEvent('payment_intent.created', intent));
    expect(res).toMatchObject({ status: 200, body: { result: 'ignored' } });
    expect((await rowsFor(body.donorEmail))[0]!.status).toBe('pending');
  });

  it('records a paid donation whose pending row is missing, from the intent metadata', async () => {
    const { body, intent } = await started();
    await sql`delete from public.donations where donor_email = ${body.donorEmail}`;
    intent.status = 'succeeded';
    expect((await api.webhook(signedEvent('payment_intent.succeeded', intent))).body.result).toBe('succeeded');
    const [row] = await rowsFor(body.donorEmail);
    expect(row).toMatchObject({ status: 'succeeded', amount_cents: 5000, stripe_payment_intent_id: intent.id });
  });

  it('sends a receipt with the amount, the organisation and the no-goods statement', async () => {
    const { body, intent } = await started();
    intent.status = 'succeeded';
    await api.webhook(signedEvent('payment_intent.succeeded', intent));
    const transport = recordingFileTransport();
    const ids = await outboxIds(sql, sql`kind = 'donation_receipt' and recipient = ${body.donorEmail}`);
    expect((await drain(sql, transport, ids)).sent).toBe(1);
    const eml = (await readEml(transport.paths[0]!)).replace(/\r?\n/g, ' ');
    expect(eml).toContain('$50.00');
    expect(eml).toContain('Bright Path Support Services');
    expect(eml).toContain('Dear Sam Lee');
    expect(eml).toContain('No goods or services were provided in exchange for this contribution.');
  });
});

describe('GET /api/donations/status', () => {
  it("reports the provider's status without marking the donation paid", async () => {
    const body = donation();
    const created = await api.post('/donations', body);
    const id = created.body.clientSecret.split('_secret_')[0];
    fake.intents.get(id)!.status = 'succeeded';

    const res = await api.get(`/donations/status?paymentIntent=${id}`);
    expect(res).toMatchObject({ status: 200, body: { status: 'succeeded', amountCents: 2500, message: null } });
    expect((await rowsFor(body.donorEmail))[0]!.status).toBe('pending');

    Object.assign(fake.intents.get(id)!, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    const failed = await api.get(`/donations/status?paymentIntent=${id}`);
    expect(failed.body).toMatchObject({ status: 'failed', message: 'Your card has insufficient funds.' });
  });

  it('answers 400 for a malformed reference and 404 for an intent that is not ours', async () => {
    expect((await api.get('/donations/status?paymentIntent=abc')).status).toBe(400);
    expect((await api.get('/donations/status')).status).toBe(400);
    const unknown = await api.get('/donations/status?paymentIntent=pi_unknown123');
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Donation not found' } });
  });
});
