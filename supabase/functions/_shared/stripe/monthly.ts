// Stripe calls of a monthly gift: a Customer, a Subscription whose first invoice waits for the
// donor to confirm its payment with the Payment Element (payment_behavior 'default_incomplete'),
// and the one Product every monthly gift's price belongs to.
import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { DONATION_SOURCE, extrasMetadata, type GiftExtras } from './donations-store.ts';

/** Our Product id at Stripe (Products accept a chosen id), created on first use. */
export const MONTHLY_PRODUCT_ID = 'website-monthly-gift';

const knownProducts = new Set<string>();

async function ensureMonthlyProduct(stripe: Stripe, config: Config): Promise<string> {
  if (knownProducts.has(MONTHLY_PRODUCT_ID)) return MONTHLY_PRODUCT_ID;
  try {
    await stripe.products.create({ id: MONTHLY_PRODUCT_ID, name: `Monthly gift to ${config.ORG_NAME}` });
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeError && err.code === 'resource_already_exists')) throw err;
  }
  knownProducts.add(MONTHLY_PRODUCT_ID);
  return MONTHLY_PRODUCT_ID;
}

export interface MonthlyGiftRequest extends GiftExtras {
  /** Charged each month: the gift plus the covered fee. */
  amountCents: number;
  donorName: string | null;
  donorEmail: string;
  attemptId: string;
}

export interface StartedSubscription {
  subscription: Stripe.Subscription;
  invoiceId: string;
  paymentIntentId: string;
  clientSecret: string;
}

/** The PaymentIntent of an invoice: from its payments list, else the id its client secret starts with. */
function paymentIntentOf(invoice: Stripe.Invoice, clientSecret: string): string {
  const pi = invoice.payments?.data.find((p) => p.payment.type === 'payment_intent')?.payment.payment_intent;
  if (pi) return typeof pi === 'string' ? pi : pi.id;
  return clientSecret.split('_secret_')[0]!;
}

/**
 * Creates the donor's Customer and the Subscription, each under an idempotency key from the
 * attempt id, so a retried request answers the same subscription rather than a second one.
 */
export async function startMonthlyGift(stripe: Stripe, config: Config, gift: MonthlyGiftRequest): Promise<StartedSubscription> {
  const product = await ensureMonthlyProduct(stripe, config);
  const metadata = { source: DONATION_SOURCE, donorEmail: gift.donorEmail, donorName: gift.donorName ?? '', attemptId: gift.attemptId, ...extrasMetadata(gift) };
  const customer = await stripe.customers.create(
    { email: gift.donorEmail, ...(gift.donorName ? { name: gift.donorName } : {}), metadata },
    { idempotencyKey: `donor-${gift.attemptId}` },
  );
  const subscription = await stripe.subscriptions.create(
    {
      customer: customer.id,
      items: [{ price_data: { currency: 'usd', product, unit_amount: gift.amountCents, recurring: { interval: 'month' } } }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      description: `Monthly gift to ${config.ORG_NAME}`,
      metadata,
      expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
    },
    { idempotencyKey: `monthly-${gift.attemptId}` },
  );
  const invoice = subscription.latest_invoice;
  const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
  if (!invoice || typeof invoice !== 'object' || !clientSecret) {
    throw new Error(`Subscription ${subscription.id} has no first invoice to confirm`);
  }
  return { subscription, invoiceId: invoice.id!, paymentIntentId: paymentIntentOf(invoice, clientSecret), clientSecret };
}

/** When the subscription's current period ends (the next charge), from its first item. */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const end = subscription.items?.data?.[0]?.current_period_end;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}

/** The subscription an invoice belongs to, if any. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  if (!sub) return null;
  return typeof sub === 'string' ? sub : sub.id;
}

/** The PaymentIntent that paid an invoice, asked of Stripe (invoice events do not carry it). */
export async function paidIntentOfInvoice(stripe: Stripe, invoiceId: string): Promise<string | null> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
  const paid = payments.data.find((p) => p.status === 'paid' && p.payment.type === 'payment_intent') ?? payments.data[0];
  const pi = paid?.payment.payment_intent;
  if (!pi) return null;
  return typeof pi === 'string' ? pi : pi.id;
}
