// The Stripe fake answers its errors as Stripe does (docs.stripe.com/api/errors,
// docs.stripe.com/error-codes), read through the stripe package the functions use: an id that does
// not exist is resource_missing (404 on a retrieve, 400 as a parameter), an id in use is
// resource_already_exists, a reused Idempotency-Key with other parameters is an idempotency_error.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './stripe-api.ts';

let fake: FakeStripe;
let stripe: Stripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  const url = new URL(fake.url);
  stripe = new Stripe('sk_test_fake', { protocol: 'http', host: url.hostname, port: Number(url.port), maxNetworkRetries: 0 });
});
afterAll(() => fake.close());

const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('Stripe answered 200'), (err: unknown) => {
  expect(err).toBeInstanceOf(Stripe.errors.StripeError);
  const { statusCode, type, code, message } = err as Stripe.errors.StripeError;
  return { statusCode, type, code, message };
});

describe('the Stripe fake\'s errors', () => {
  it('answers 404 resource_missing for a PaymentIntent or a Subscription that does not exist', async () => {
    expect(await failure(stripe.paymentIntents.retrieve('pi_missing'))).toEqual({
      statusCode: 404, type: 'StripeInvalidRequestError', code: 'resource_missing', message: "No such payment_intent: 'pi_missing'",
    });
    expect(await failure(stripe.subscriptions.retrieve('sub_missing'))).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('answers 400 resource_missing for a subscription of a customer that does not exist', async () => {
    const made = failure(stripe.subscriptions.create({ customer: 'cus_missing', items: [{ price_data: { currency: 'usd', product: 'prod_x', unit_amount: 100, recurring: { interval: 'month' } } }] }));
    expect(await made).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', code: 'resource_missing', message: "No such customer: 'cus_missing'" });
  });

  it('answers 400 resource_already_exists for a product id in use, and idempotency_error for a key reused with other parameters', async () => {
    await stripe.products.create({ id: 'prod_fake_test', name: 'Monthly gift' });
    expect(await failure(stripe.products.create({ id: 'prod_fake_test', name: 'Monthly gift' }))).toMatchObject({ statusCode: 400, code: 'resource_already_exists' });
    await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' }, { idempotencyKey: 'fake-test-key' });
    expect(await failure(stripe.paymentIntents.create({ amount: 2000, currency: 'usd' }, { idempotencyKey: 'fake-test-key' })))
      .toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
  });
});
