// POST /api/donations (a one-time gift's PaymentIntent, or a monthly gift's Customer and
// Subscription, with a pending row), GET /api/donations/status (the provider's view of an
// intent, for the return page) and POST /api/stripe/webhook (signed; the only thing that marks
// a donation succeeded, failed or refunded). Without Stripe keys: 503, nothing stored.
import { Hono } from 'hono';
import Stripe from 'stripe';
import {
  type DonationRequest,
  donationRequestSchema,
  processingFeeCents,
  paymentIntentIdSchema,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  type DonationStatus,
} from '../contract/donations.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { noStore } from '../http/guards.ts';
import { requireHuman } from '../http/human-check.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { parseWith, validBody } from '../http/validate.ts';
import { paymentsFor, type Payments } from '../stripe/client.ts';
import { DONATION_SOURCE, donationFrequency, extrasMetadata, type GiftExtras, recordPending } from '../stripe/donations-store.ts';
import { periodEndOf, startMonthlyGift } from '../stripe/monthly.ts';
import { recordMonthlyGift } from '../stripe/subscriptions-store.ts';
import { handleStripeEvent } from '../stripe/webhook-events.ts';
import { visitorLocale } from '../mail/visitor-locale.ts';

export const DONATION_NOT_FOUND = 'Donation not found';
export const PROVIDER_UNAVAILABLE = 'Payment provider unavailable. Please try again in a moment.';
export const ATTEMPT_REUSED = 'This donation was already started with different details. Please start again.';

function payments(c: AppContext): Payments {
  const p = paymentsFor(c.get('deps').config);
  if (!p) throw new HttpError(503, { error: PAYMENTS_UNAVAILABLE_MESSAGE });
  return p;
}

/** Stripe failures are never the visitor's fault except a reused attempt id: 409 or 502. */
function providerError(c: AppContext, err: unknown): HttpError {
  if (err instanceof Stripe.errors.StripeError && err.type === 'StripeIdempotencyError') {
    return new HttpError(409, { error: ATTEMPT_REUSED });
  }
  c.get('deps').log('stripe request failed', { requestId: c.get('requestId'), error: err instanceof Error ? err.message : String(err) });
  return new HttpError(502, { error: PROVIDER_UNAVAILABLE });
}

function statusOf(pi: Stripe.PaymentIntent): DonationStatus['status'] {
  switch (pi.status) {
    case 'succeeded': return 'succeeded';
    case 'processing': return 'processing';
    case 'canceled': return 'canceled';
  }
  return pi.last_payment_error ? 'failed' : 'pending';
}

/**
 * The covered fee, the dedication and the page's language, as stored; the server works the fee
 * out itself.
 */
function extrasOf(c: AppContext, body: DonationRequest & { coverFee: boolean }): GiftExtras {
  const d = body.dedication;
  return {
    locale: visitorLocale(c),
    feeCents: body.coverFee ? processingFeeCents(body.amountCents) : 0,
    dedicationKind: d?.kind ?? null,
    dedicationName: d?.name ?? null,
    dedicationNotifyEmail: d?.notifyEmail || null,
  };
}

export function donationsRoutes() {
  // Mounted at '/': middleware stays per route so it never touches other areas' paths.
  const app = new Hono<AppEnv>();

  app.post('/donations', limitPublicPosts('donation-ip'), async (c) => {
    const body = await validBody(c, donationRequestSchema);
    const { stripe } = payments(c);
    const { config, sql } = c.get('deps');
    await requireHuman(c, body.altcha);
    const extras = extrasOf(c, body);
    const chargeCents = body.amountCents + extras.feeCents;
    if (body.frequency === 'monthly') {
      let started;
      try {
        started = await startMonthlyGift(stripe, config, { ...body, ...extras, amountCents: chargeCents, donorName: body.donorName || null });
      } catch (err) {
        throw providerError(c, err);
      }
      const { subscription } = started;
      const donationId = await recordMonthlyGift(sql, {
        stripeSubscriptionId: subscription.id,
        stripeCustomerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
        amountCents: chargeCents,
        donorName: body.donorName || null,
        donorEmail: body.donorEmail,
        ...extras,
        invoiceId: started.invoiceId,
        paymentIntentId: started.paymentIntentId,
        periodEnd: periodEndOf(subscription),
      });
      return c.json({ donationId, clientSecret: started.clientSecret, amountCents: chargeCents, frequency: 'monthly' }, 201);
    }
    let pi: Stripe.PaymentIntent;
    try {
      pi = await stripe.paymentIntents.create(
        {
          amount: chargeCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: `Donation to ${config.ORG_NAME}`,
          metadata: {
            source: DONATION_SOURCE, donorEmail: body.donorEmail, donorName: body.donorName ?? '', attemptId: body.attemptId, ...extrasMetadata(extras),
          },
        },
        { idempotencyKey: `donation-${body.attemptId}` },
      );
    } catch (err) {
      throw providerError(c, err);
    }
    if (!pi.client_secret) throw providerError(c, new Error(`PaymentIntent ${pi.id} has no client secret`));
    const donationId = await recordPending(sql, {
      amountCents: pi.amount,
      donorName: body.donorName || null,
      donorEmail: body.donorEmail,
      paymentIntentId: pi.id,
      ...extras,
    });
    return c.json({ donationId, clientSecret: pi.client_secret, amountCents: pi.amount, frequency: 'one-time' }, 201);
  });

  app.get('/donations/status', noStore, async (c) => {
    const id = parseWith(paymentIntentIdSchema, c.req.query('paymentIntent'));
    const { stripe } = payments(c);
    const frequency = await donationFrequency(c.get('deps').sql, id);
    if (!frequency) throw notFound(DONATION_NOT_FOUND);
    let pi: Stripe.PaymentIntent;
    try {
      pi = await stripe.paymentIntents.retrieve(id);
    } catch (err) {
      throw providerError(c, err);
    }
    const body: DonationStatus = { status: statusOf(pi), amountCents: pi.amount, frequency, message: pi.last_payment_error?.message ?? null };
    return c.json(body);
  });

  app.post('/stripe/webhook', async (c) => {
    const { webhookSecret, cryptoProvider } = payments(c);
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new HttpError(400, { error: 'Missing Stripe-Signature header' });
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await Stripe.webhooks.constructEventAsync(raw, signature, webhookSecret, undefined, cryptoProvider);
    } catch {
      throw new HttpError(400, { error: 'Invalid webhook signature' });
    }
    let result;
    try {
      result = await handleStripeEvent(c.get('deps').sql, payments(c).stripe, event);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) throw providerError(c, err);
      throw err;
    }
    return c.json({ received: true, result });
  });

  return app;
}
