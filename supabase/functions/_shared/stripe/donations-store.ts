// Donation rows, written over the privileged connection as service_role (RLS lets the public
// read nothing and write nothing here). Only a verified webhook moves a donation out of pending.
import type { Sql, Tx } from '../db/pool.ts';
import { mailLocale, type Locale } from '../mail/templates/language.ts';
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

/**
 * What a gift carries besides its amount: the covered fee, a dedication, and the language of the
 * page it was given on (the receipt and the other mails about it are in that language).
 */
export interface GiftExtras {
  feeCents: number;
  dedicationKind: 'honor' | 'memory' | null;
  dedicationName: string | null;
  dedicationNotifyEmail: string | null;
  locale: Locale;
}

export const NO_EXTRAS: GiftExtras = { feeCents: 0, dedicationKind: null, dedicationName: null, dedicationNotifyEmail: null, locale: 'en' };

/** The extras as Stripe metadata (strings), so a lost row can be rebuilt from the intent. */
export function extrasMetadata(e: GiftExtras): Record<string, string> {
  return {
    feeCents: String(e.feeCents),
    dedicationKind: e.dedicationKind ?? '',
    dedicationName: e.dedicationName ?? '',
    dedicationNotifyEmail: e.dedicationNotifyEmail ?? '',
    locale: e.locale,
  };
}

function extrasFromMetadata(m: Record<string, string>): GiftExtras {
  const kind = m.dedicationKind === 'honor' || m.dedicationKind === 'memory' ? m.dedicationKind : null;
  return {
    feeCents: Number.parseInt(m.feeCents ?? '0', 10) || 0,
    dedicationKind: kind && m.dedicationName ? kind : null,
    dedicationName: kind && m.dedicationName ? m.dedicationName : null,
    dedicationNotifyEmail: kind && m.dedicationName && m.dedicationNotifyEmail ? m.dedicationNotifyEmail : null,
    locale: mailLocale(m.locale),
  };
}

export interface PendingDonation extends GiftExtras {
  amountCents: number;
  donorName: string | null;
  donorEmail: string;
  paymentIntentId: string;
}

/** The pending row for a PaymentIntent; a retried request finds the row it wrote before. */
export function recordPending(sql: Sql, d: PendingDonation): Promise<string> {
  return asServiceRole(sql, async (tx) => {
    await insertPending(tx, d);
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
    if (outcome === 'succeeded') await queueSuccessMail(tx, changed.id);
    return outcome;
  });
}

/**
 * The mail a gift's success sends: the donor's receipt, and the dedication notice to the
 * person the donor named (for a monthly gift, with its first payment only).
 */
export async function queueSuccessMail(tx: Tx, donationId: string) {
  const [d] = await tx<{ donorEmail: string; notify: string | null; laterMonth: boolean }[]>`
    select d.donor_email as "donorEmail", d.dedication_notify_email as notify,
      exists (select 1 from public.donations o where d.subscription_id is not null and o.subscription_id = d.subscription_id
        and o.id <> d.id and o.status in ('succeeded', 'refunded')) as "laterMonth"
    from public.donations d where d.id = ${donationId}`;
  if (!d) return;
  await tx`
    insert into public.email_outbox (kind, recipient, payload)
    values ('donation_receipt', ${d.donorEmail}, ${tx.json({ donationId })})`;
  if (d.notify && !d.laterMonth) {
    await tx`
      insert into public.email_outbox (kind, recipient, payload)
      values ('dedication_notice', ${d.notify}, ${tx.json({ donationId })})`;
  }
}

function insertPending(tx: Tx, d: PendingDonation) {
  return tx`
    insert into public.donations (amount_cents, donor_name, donor_email, stripe_payment_intent_id,
      fee_cents, dedication_kind, dedication_name, dedication_notify_email, locale)
    values (${d.amountCents}, ${d.donorName}, ${d.donorEmail}, ${d.paymentIntentId},
      ${d.feeCents}, ${d.dedicationKind}, ${d.dedicationName}, ${d.dedicationNotifyEmail}, ${d.locale})
    on conflict (stripe_payment_intent_id) do nothing`;
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
  await insertPending(tx, { amountCents: pi.amount, donorName: pi.metadata.donorName || null, donorEmail: email, paymentIntentId: pi.id, ...extrasFromMetadata(pi.metadata) });
}
