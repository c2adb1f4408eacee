// The donor cancelled a monthly gift from their receipt's link (payload { subscriptionId }):
// the amount, the last date it runs to, and thanks.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { formatUsd } from './money.ts';

interface Row { amountCents: number; donorName: string | null; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null }

export const monthlyGiftCancelled: Template = async (payload, { sql, config }) => {
  const id = String(payload.subscriptionId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await sql<Row[]>`
    select amount_cents as "amountCents", donor_name as "donorName", cancel_at_period_end as "cancelAtPeriodEnd",
      current_period_end as "currentPeriodEnd"
    from public.donation_subscriptions where id = ${id}::uuid`;
  if (!row) return null;
  const amount = formatUsd(row.amountCents);
  const org = config.ORG_NAME;
  const greeting = `Dear ${row.donorName || 'friend'},`;
  const ends = row.currentPeriodEnd
    ? `No further payments will be taken after ${formatWhen(row.currentPeriodEnd).date}.`
    : 'No further payments will be taken.';
  const body = `Your monthly gift of ${amount} to ${org} has been cancelled. ${ends}`;
  const thanks = 'Thank you for your support. You are welcome to give again at any time.';
  return {
    subject: `Your monthly gift to ${org} has been cancelled`.slice(0, 300),
    text: [greeting, '', body, '', thanks, '', 'With gratitude,', org].join('\n'),
    html: htmlLayout(`Your monthly gift to ${org} has been cancelled`, [
      escapeHtml(greeting), escapeHtml(body), escapeHtml(thanks), `With gratitude,<br>${escapeHtml(org)}`,
    ]),
  };
};
