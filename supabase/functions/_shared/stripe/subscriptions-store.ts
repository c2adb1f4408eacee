// Monthly gifts in the database, as service_role: the subscription row, one donation row per
// invoice (each with the gift's language, so every month's receipt is in it), and the changes the signed webhook and the donor's cancel link make to them. Every
// write is conditional, so a replayed event or a repeated press changes nothing.
import type { Sql } from '../db/pool.ts';
import type { Stripe } from './client.ts';
import { asServiceRole, type GiftExtras, queueSuccessMail } from './donations-store.ts';
import { periodEndOf } from './monthly.ts';

export interface NewMonthlyGift extends GiftExtras {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  amountCents: number;
  donorName: string | null;
  donorEmail: string;
  invoiceId: string;
  paymentIntentId: string;
  periodEnd: Date | null;
}

/** The subscription row and its first invoice's pending donation; a retry finds both again. */
export function recordMonthlyGift(sql: Sql, g: NewMonthlyGift): Promise<string> {
  return asServiceRole(sql, async (tx) => {
    const [sub] = await tx<{ id: string }[]>`
      insert into public.donation_subscriptions
        (stripe_subscription_id, stripe_customer_id, amount_cents, donor_name, donor_email, current_period_end,
          fee_cents, dedication_kind, dedication_name, dedication_notify_email, locale)
      values (${g.stripeSubscriptionId}, ${g.stripeCustomerId}, ${g.amountCents}, ${g.donorName}, ${g.donorEmail}, ${g.periodEnd},
        ${g.feeCents}, ${g.dedicationKind}, ${g.dedicationName}, ${g.dedicationNotifyEmail}, ${g.locale})
      on conflict (stripe_subscription_id) do update set stripe_customer_id = excluded.stripe_customer_id
      returning id`;
    await tx`
      insert into public.donations
        (amount_cents, donor_name, donor_email, stripe_payment_intent_id, stripe_invoice_id, subscription_id,
          fee_cents, dedication_kind, dedication_name, dedication_notify_email, locale)
      values (${g.amountCents}, ${g.donorName}, ${g.donorEmail}, ${g.paymentIntentId}, ${g.invoiceId}, ${sub!.id},
        ${g.feeCents}, ${g.dedicationKind}, ${g.dedicationName}, ${g.dedicationNotifyEmail}, ${g.locale})
      on conflict (stripe_invoice_id) do nothing`;
    const [row] = await tx<{ id: string }[]>`select id from public.donations where stripe_invoice_id = ${g.invoiceId}`;
    return row!.id;
  });
}

export interface SubscriptionRow {
  id: string;
  stripeSubscriptionId: string;
  amountCents: number;
  donorName: string | null;
  donorEmail: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

export function subscriptionByStripeId(sql: Sql, stripeSubscriptionId: string): Promise<SubscriptionRow | null> {
  return asServiceRole(sql, async (tx) => {
    const [row] = await tx<SubscriptionRow[]>`
      select id, stripe_subscription_id as "stripeSubscriptionId", amount_cents as "amountCents", donor_name as "donorName",
        donor_email as "donorEmail", status, cancel_at_period_end as "cancelAtPeriodEnd", current_period_end as "currentPeriodEnd"
      from public.donation_subscriptions where stripe_subscription_id = ${stripeSubscriptionId}`;
    return row ?? null;
  });
}

export function subscriptionById(sql: Sql, id: string): Promise<SubscriptionRow | null> {
  return asServiceRole(sql, async (tx) => {
    const [row] = await tx<SubscriptionRow[]>`
      select id, stripe_subscription_id as "stripeSubscriptionId", amount_cents as "amountCents", donor_name as "donorName",
        donor_email as "donorEmail", status, cancel_at_period_end as "cancelAtPeriodEnd", current_period_end as "currentPeriodEnd"
      from public.donation_subscriptions where id = ${id}::uuid`;
    return row ?? null;
  });
}

/**
 * Copies Stripe's view of a subscription (customer.subscription.* events, the cancel call's
 * answer). A canceled subscription is final: a late 'updated' event never revives it.
 */
export function syncSubscription(sql: Sql, sub: Stripe.Subscription) {
  const periodEnd = periodEndOf(sub);
  const canceledAt = sub.canceled_at ? new Date(sub.canceled_at * 1000) : null;
  return asServiceRole(sql, async (tx) => {
    const changed = await tx`
      update public.donation_subscriptions
      set status = ${sub.status}, cancel_at_period_end = ${sub.cancel_at_period_end},
        current_period_end = coalesce(${periodEnd}, current_period_end), canceled_at = coalesce(${canceledAt}, canceled_at)
      where stripe_subscription_id = ${sub.id} and status <> 'canceled'
        and (status is distinct from ${sub.status} or cancel_at_period_end is distinct from ${sub.cancel_at_period_end}
          or (${periodEnd}::timestamptz is not null and current_period_end is distinct from ${periodEnd}))
      returning id`;
    return changed.length > 0 ? ('updated' as const) : ('unchanged' as const);
  });
}

/** The PaymentIntent already recorded for an invoice (the first one's, from its creation). */
export function knownIntentOfInvoice(sql: Sql, invoiceId: string): Promise<string | null> {
  return asServiceRole(sql, async (tx) => {
    const [row] = await tx<{ pi: string | null }[]>`
      select stripe_payment_intent_id as pi from public.donations where stripe_invoice_id = ${invoiceId}`;
    return row?.pi ?? null;
  });
}

/**
 * invoice.paid: the invoice's donation row becomes succeeded (the first invoice's pending row,
 * or a new row for each later month) and one receipt is queued; the subscription is active.
 */
export function recordInvoicePaid(sql: Sql, sub: SubscriptionRow, invoice: Stripe.Invoice, paymentIntentId: string | null) {
  return asServiceRole(sql, async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      insert into public.donations
        (amount_cents, donor_name, donor_email, stripe_payment_intent_id, stripe_invoice_id, subscription_id, status,
          fee_cents, dedication_kind, dedication_name, dedication_notify_email, locale)
      select ${invoice.amount_paid}, ${sub.donorName}, ${sub.donorEmail}, ${paymentIntentId}, ${invoice.id!}, s.id, 'succeeded',
        s.fee_cents, s.dedication_kind, s.dedication_name, s.dedication_notify_email, s.locale
      from public.donation_subscriptions s where s.id = ${sub.id}
      on conflict (stripe_invoice_id) do update
        set status = 'succeeded', amount_cents = excluded.amount_cents,
          stripe_payment_intent_id = coalesce(public.donations.stripe_payment_intent_id, excluded.stripe_payment_intent_id)
        where public.donations.status not in ('succeeded', 'refunded')
      returning id`;
    await tx`
      update public.donation_subscriptions set status = 'active'
      where id = ${sub.id} and status in ('incomplete', 'past_due', 'unpaid')`;
    if (!row) return 'unchanged' as const;
    await queueSuccessMail(tx, row.id);
    return 'succeeded' as const;
  });
}

/**
 * invoice.payment_failed: the invoice's donation row is failed (until a retry pays it) and the
 * subscription waits for payment: incomplete before its first payment, past_due after.
 */
export function recordInvoiceFailed(sql: Sql, sub: SubscriptionRow, invoice: Stripe.Invoice) {
  return asServiceRole(sql, async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      insert into public.donations
        (amount_cents, donor_name, donor_email, stripe_invoice_id, subscription_id, status,
          fee_cents, dedication_kind, dedication_name, dedication_notify_email, locale)
      select ${invoice.amount_due}, ${sub.donorName}, ${sub.donorEmail}, ${invoice.id!}, s.id, 'failed',
        s.fee_cents, s.dedication_kind, s.dedication_name, s.dedication_notify_email, s.locale
      from public.donation_subscriptions s where s.id = ${sub.id}
      on conflict (stripe_invoice_id) do update set status = 'failed'
        where public.donations.status = 'pending'
      returning id`;
    const [subChanged] = await tx<{ id: string }[]>`
      update public.donation_subscriptions set status = 'past_due'
      where id = ${sub.id} and status in ('active', 'trialing')
      returning id`;
    return row || subChanged ? ('failed' as const) : ('unchanged' as const);
  });
}

/** The donor's cancellation, recorded with the confirmation mail in one transaction. */
export function recordCancellation(sql: Sql, sub: SubscriptionRow, periodEnd: Date | null) {
  return asServiceRole(sql, async (tx) => {
    const [changed] = await tx<{ id: string }[]>`
      update public.donation_subscriptions
      set cancel_at_period_end = true, current_period_end = coalesce(${periodEnd}, current_period_end)
      where id = ${sub.id} and not cancel_at_period_end
      returning id`;
    if (!changed) return 'unchanged' as const;
    await tx`
      insert into public.email_outbox (kind, recipient, payload)
      values ('monthly_gift_cancelled', ${sub.donorEmail}, ${tx.json({ subscriptionId: sub.id })})`;
    return 'cancelled' as const;
  });
}
