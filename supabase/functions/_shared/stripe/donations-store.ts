// Donation rows, written over the privileged connection as service_role (RLS lets the public
// read nothing and write nothing here). Only a verified webhook moves a donation out of pending.
import type { Sql, Tx } from '../db/pool.ts';
import type { Stripe } from './client.ts';

export type DonationOutcome = 'succeeded' | 'failed' | 'canceled';

/** Marks a PaymentIntent as ours, so the webhook never records someone else's charge. */
export const DONATION_SOURCE = 'website-donation';

/** Runs `fn` in a transaction as service_role (the only role that writes donations). */
export async function asServiceRole<T>(sql: Sql, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await sql.begin(async (tx) => {
    await tx`select set_config('role', 'service_role', true)`;
    return fn(tx);
  });
  return result as T;
}

export interface PendingDonation {
  amountCents: number;
  donorName: string | null;
  donorEmail: string;
  paymentIntentId: string;
}

/** The pending row for a PaymentIntent; a retried request finds the row it wrote before. */
export function recordPending(sql: Sql, d: PendingDonation): Promise<string> {
  return asServiceRole(sql, async (tx) => {
    await tx`
      insert into public.donations (amount_cents, donor_name, donor_email, stripe_payment_intent_id)
      values (${d.amountCents}, ${d.donorName}, ${d.donorEmail}, ${d.paymentIntentId})
      on conflict (stripe_payment_intent_id) do nothing`;
    const [row] = await tx<{ id: string }[]>`
      select id from public.donations where stripe_payment_intent_id = ${d.paymentIntentId}`;
    return row!.id;
  });
}

/** Whether a PaymentIntent pays one of our gifts, and which kind; null when it is not ours. */
export function donationFrequency(sql: Sql, paymentIntentId: string): Promise<'one-time' | 'monthly' | null> {
  return asServiceRole(sql, async (tx) => {
    const [row] = await tx<{ monthly: boolean }[]>`
      select subscription_id is not null as monthly from public.donations where stripe_payment_intent_id = ${paymentIntentId}`;
    return row ? (row.monthly ? 'monthly' : 'one-time') : null;
  });
}

/**
 * Applies a one-time gift's webhook outcome. A succeeded or refunded donation never changes
 * again and a repeated outcome changes nothing, so a replayed event is a no-op; the receipt is
 * queued only by the one update that makes a donation succeed. A monthly charge's row follows
 * its invoice's events instead (stripe/subscriptions-store.ts), never its PaymentIntent's.
 * Answers what happened, for the log and the tests.
 */
export function applyOutcome(sql: Sql, pi: Stripe.PaymentIntent, outcome: DonationOutcome) {
  return asServiceRole(sql, async (tx) => {
    await recordMissing(tx, pi);
    const [changed] = await tx<{ id: string; donorEmail: string }[]>`
      update public.donations set status = ${outcome}
      where stripe_payment_intent_id = ${pi.id} and stripe_invoice_id is null
        and status not in ('succeeded', 'refunded') and status <> ${outcome}
      returning id, donor_email as "donorEmail"`;
    if (!changed) return 'unchanged' as const;
    if (outcome === 'succeeded') await queueReceipt(tx, changed.id, changed.donorEmail);
    return outcome;
  });
}

export async function queueReceipt(tx: Tx, donationId: string, donorEmail: string) {
  await tx`
    insert into public.email_outbox (kind, recipient, payload)
    values ('donation_receipt', ${donorEmail}, ${tx.json({ donationId })})`;
}

/** charge.refunded: a fully refunded charge marks its donation refunded (once). */
export function markRefunded(sql: Sql, paymentIntentId: string) {
  return asServiceRole(sql, async (tx) => {
    const changed = await tx`
      update public.donations set status = 'refunded'
      where stripe_payment_intent_id = ${paymentIntentId} and status <> 'refunded'
      returning id`;
    return changed.length > 0 ? ('refunded' as const) : ('unchanged' as const);
  });
}

/** A charge must never go unrecorded: rebuild a lost pending row from the intent's metadata. */
async function recordMissing(tx: Tx, pi: Stripe.PaymentIntent) {
  if (pi.metadata?.source !== DONATION_SOURCE) return;
  const email = pi.metadata.donorEmail || pi.receipt_email;
  if (!email) return;
  await tx`
    insert into public.donations (amount_cents, donor_name, donor_email, stripe_payment_intent_id)
    values (${pi.amount}, ${pi.metadata.donorName || null}, ${email}, ${pi.id})
    on conflict (stripe_payment_intent_id) do nothing`;
}
