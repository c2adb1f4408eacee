// What each verified Stripe event does to our rows. Every handler is idempotent (see the
// stores), so Stripe's retries and replays change nothing; events about objects that are not
// ours (no row, no metadata) are acknowledged and ignored.
import type { Sql } from '../db/pool.ts';
import type { Stripe } from './client.ts';
import { applyOutcome, markRefunded, type DonationOutcome } from './donations-store.ts';
import { paidIntentOfInvoice, subscriptionOfInvoice } from './monthly.ts';
import { knownIntentOfInvoice, recordInvoiceFailed, recordInvoicePaid, subscriptionByStripeId, syncSubscription } from './subscriptions-store.ts';

export type WebhookResult = DonationOutcome | 'refunded' | 'updated' | 'unchanged' | 'ignored';

const INTENT_OUTCOMES: Record<string, DonationOutcome> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

async function ourSubscriptionOf(sql: Sql, invoice: Stripe.Invoice) {
  const id = subscriptionOfInvoice(invoice);
  return id ? subscriptionByStripeId(sql, id) : null;
}

export async function handleStripeEvent(sql: Sql, stripe: Stripe, event: Stripe.Event): Promise<WebhookResult> {
  const outcome = INTENT_OUTCOMES[event.type];
  if (outcome) return applyOutcome(sql, event.data.object as Stripe.PaymentIntent, outcome);

  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object as Stripe.Invoice;
      const sub = await ourSubscriptionOf(sql, invoice);
      if (!sub) return 'ignored';
      const paymentIntent = (await knownIntentOfInvoice(sql, invoice.id!)) ?? (await paidIntentOfInvoice(stripe, invoice.id!));
      return recordInvoicePaid(sql, sub, invoice, paymentIntent);
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice;
      const sub = await ourSubscriptionOf(sql, invoice);
      return sub ? recordInvoiceFailed(sql, sub, invoice) : 'ignored';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncSubscription(sql, event.data.object as Stripe.Subscription);
    case 'charge.refunded': {
      const charge = event.data.object as Stripe.Charge;
      const pi = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      // A partial refund leaves the gift standing; only a full refund marks it refunded.
      if (!pi || !charge.refunded) return 'ignored';
      return markRefunded(sql, pi);
    }
  }
  return 'ignored';
}
