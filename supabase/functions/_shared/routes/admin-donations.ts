// /api/admin/donations: every donation (one-time and monthly) with the tab's filters, sort and
// totals, and a receipt resend. Row-level security decides (admins read donations; the resend
// function admits admins only).
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  type AdminDonation, DONATION_NOT_FOUND, type DonationTotal, donationsQuerySchema, RECEIPT_ONLY_SUCCEEDED, RECEIPT_QUEUED,
  statementsSentMessage, YEAR_NOT_STARTED, yearEndRequestSchema,
} from '../contract/admin-donations.ts';
import { TEAM_MESSAGES } from '../contract/admin-team.ts';
import { requireAdmin } from '../auth/admin.ts';
import type { Tx } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseWith, uuidParam, validBody } from '../http/validate.ts';
import { ORG_TIME_ZONE } from '../mail/templates/context.ts';

/** The most rows one answer carries; totals always cover every matching row. */
export const MAX_DONATION_ROWS = 5000;

type DonationsFilter = z.output<typeof donationsQuerySchema>;

interface Row extends Omit<AdminDonation, 'createdAt' | 'subscription' | 'dedication'> {
  createdAt: Date;
  dedicationKind: 'honor' | 'memory' | null; dedicationName: string | null; dedicationNotifyEmail: string | null;
  subStripeId: string | null; subCustomerId: string | null; subStatus: string | null;
  subCancelAtPeriodEnd: boolean | null; subPeriodEnd: Date | null;
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

// A fresh fragment per use: the list and its totals filter alike.
const donationsWhere = (tx: Tx, q: DonationsFilter) => tx`
  true
  ${q.search ? tx`and (d.donor_email ilike ${like(q.search)} or coalesce(d.donor_name, '') ilike ${like(q.search)})` : tx``}
  ${q.status ? tx`and d.status = ${q.status}` : tx``}
  ${q.kind === 'monthly' ? tx`and d.subscription_id is not null` : q.kind === 'one-time' ? tx`and d.subscription_id is null` : tx``}
  ${q.from ? tx`and d.created_at >= ${q.from}::timestamptz` : tx``}
  ${q.to ? tx`and d.created_at <= ${q.to}::timestamptz` : tx``}`;

/** The donations the filters match, sorted, at most `limit` (the tab's list and its CSV). */
export async function readDonations(tx: Tx, q: DonationsFilter, limit = MAX_DONATION_ROWS): Promise<AdminDonation[]> {
  const order = {
    'date-newest': tx`d.created_at desc, d.id`,
    'date-oldest': tx`d.created_at asc, d.id`,
    'amount-desc': tx`d.amount_cents desc, d.created_at desc`,
    'amount-asc': tx`d.amount_cents asc, d.created_at desc`,
  }[q.sort];
  const rows = await tx<Row[]>`
    select d.id, d.created_at as "createdAt", d.donor_name as "donorName", d.donor_email as "donorEmail",
      d.amount_cents as "amountCents", case when d.subscription_id is null then 'one-time' else 'monthly' end as kind,
      d.status, d.fee_cents as "feeCents", d.dedication_kind as "dedicationKind", d.dedication_name as "dedicationName",
      d.dedication_notify_email as "dedicationNotifyEmail", d.stripe_payment_intent_id as "stripePaymentIntentId", d.stripe_invoice_id as "stripeInvoiceId",
      s.stripe_subscription_id as "subStripeId", s.stripe_customer_id as "subCustomerId", s.status as "subStatus",
      s.cancel_at_period_end as "subCancelAtPeriodEnd", s.current_period_end as "subPeriodEnd"
    from public.donations d left join public.donation_subscriptions s on s.id = d.subscription_id
    where ${donationsWhere(tx, q)} order by ${order} limit ${limit}`;
  return rows.map(({ subStripeId, subCustomerId, subStatus, subCancelAtPeriodEnd, subPeriodEnd, createdAt, dedicationKind, dedicationName, dedicationNotifyEmail, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    dedication: dedicationKind && dedicationName ? { kind: dedicationKind, name: dedicationName, notifyEmail: dedicationNotifyEmail } : null,
    subscription: subStripeId
      ? { stripeSubscriptionId: subStripeId, stripeCustomerId: subCustomerId!, status: subStatus!, cancelAtPeriodEnd: !!subCancelAtPeriodEnd, currentPeriodEnd: subPeriodEnd?.toISOString() ?? null }
      : null,
  }));
}

export function adminDonationsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/', async (c) => {
    const q = parseWith(donationsQuerySchema, c.req.query());
    const answer = await withCaller(c, async (tx) => {
      const rows = await readDonations(tx, q);
      const [totals] = await tx<{ filtered: DonationTotal; thisMonth: DonationTotal; thisYear: DonationTotal }[]>`
        with bounds as (
          select date_trunc('month', now() at time zone ${ORG_TIME_ZONE}) at time zone ${ORG_TIME_ZONE} as month_start,
            date_trunc('year', now() at time zone ${ORG_TIME_ZONE}) at time zone ${ORG_TIME_ZONE} as year_start
        )
        select
          (select json_build_object('count', count(*), 'sumCents', coalesce(sum(d.amount_cents), 0)) from public.donations d where ${donationsWhere(tx, q)}) as filtered,
          (select json_build_object('count', count(*), 'sumCents', coalesce(sum(amount_cents), 0)) from public.donations, bounds
            where status = 'succeeded' and created_at >= month_start) as "thisMonth",
          (select json_build_object('count', count(*), 'sumCents', coalesce(sum(amount_cents), 0)) from public.donations, bounds
            where status = 'succeeded' and created_at >= year_start) as "thisYear"`;
      return { rows, totals: totals! };
    });
    return c.json({ donations: answer.rows, totals: answer.totals });
  });

  app.post('/:id/resend-receipt', async (c) => {
    const id = uuidParam(c, 'id', DONATION_NOT_FOUND);
    const [row] = await withCaller(c, (tx) => tx<{ result: string }[]>`select public.resend_donation_receipt(${id}) as result`);
    if (row?.result === 'not_found') throw notFound(DONATION_NOT_FOUND);
    if (row?.result === 'not_succeeded') throw new HttpError(409, { error: RECEIPT_ONLY_SUCCEEDED });
    return c.json({ message: RECEIPT_QUEUED });
  });

  app.post('/year-end-statements', async (c) => {
    const { year } = await validBody(c, yearEndRequestSchema);
    const current = Number(new Intl.DateTimeFormat('en-US', { timeZone: ORG_TIME_ZONE, year: 'numeric' }).format(c.get('deps').clock()));
    if (year > current) throw new HttpError(400, { error: YEAR_NOT_STARTED, message: YEAR_NOT_STARTED });
    const sent = await withCaller(c, async (tx) => {
      const [allowed] = await tx<{ ok: boolean }[]>`select private.is_super_admin() as ok`;
      if (!allowed?.ok) throw new HttpError(403, { error: TEAM_MESSAGES.superAdminRequired });
      const [row] = await tx<{ sent: number }[]>`select public.send_year_end_statements(${year}) as sent`;
      return row!.sent;
    });
    return c.json({ sent, message: statementsSentMessage(sent, year) });
  });

  return app;
}
