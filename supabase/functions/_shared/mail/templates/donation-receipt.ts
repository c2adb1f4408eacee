// Donation receipt (payload { donationId }), queued by the verified webhook when a donation
// succeeds (a one-time gift, or each month's charge of a monthly gift): amount, date,
// reference, the organisation's name (ORG_NAME), the statement donors need for their tax
// records, the covered fee and the dedication when there are any, and, for a monthly gift, the signed 'Manage your monthly gift' link.
import { DEDICATION_LABELS } from '../../contract/donation-rules.ts';
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { manageMonthlyGiftUrl } from './monthly-gift-link.ts';
import { formatUsd } from './money.ts';

export const NO_GOODS_STATEMENT = 'No goods or services were provided in exchange for this contribution.';
export const MANAGE_MONTHLY_GIFT = 'Manage your monthly gift';

interface Row {
  id: string; amountCents: number; donorName: string | null; status: string; updatedAt: Date; subscriptionId: string | null;
  feeCents: number; dedicationKind: 'honor' | 'memory' | null; dedicationName: string | null;
}

export const donationReceipt: Template = async (payload, { sql, config }) => {
  const id = String(payload.donationId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await sql<Row[]>`
    select id, amount_cents as "amountCents", donor_name as "donorName", status, updated_at as "updatedAt",
      subscription_id as "subscriptionId", fee_cents as "feeCents", dedication_kind as "dedicationKind", dedication_name as "dedicationName"
    from public.donations where id = ${id}::uuid`;
  if (!row || row.status !== 'succeeded') return null;
  const amount = formatUsd(row.amountCents);
  const org = config.ORG_NAME;
  const monthly = row.subscriptionId !== null;
  const greeting = `Dear ${row.donorName || 'friend'},`;
  const thanks = monthly
    ? `Thank you for your monthly gift of ${amount} to ${org}. Your support, month after month, helps people with autism and developmental disabilities and their families.`
    : `Thank you for your generous donation of ${amount} to ${org}. Your gift supports people with autism and developmental disabilities and their families.`;
  const details = [`Amount: ${amount}`, `Date: ${formatWhen(row.updatedAt).date}`, `Reference: ${row.id}`];
  if (monthly) details.push('Frequency: Monthly');
  if (row.feeCents > 0) details.push(`Includes ${formatUsd(row.feeCents)} you added to cover the processing fee`);
  if (row.dedicationKind && row.dedicationName) details.push(`Dedication: ${DEDICATION_LABELS[row.dedicationKind]} ${row.dedicationName}`);
  const closing = `Please keep this e-mail as your receipt. ${NO_GOODS_STATEMENT}`;
  const manageUrl = monthly ? await manageMonthlyGiftUrl(config, row.subscriptionId!) : null;
  return {
    subject: (monthly ? `Receipt for your monthly gift of ${amount} to ${org}` : `Thank you for your donation of ${amount} to ${org}`).slice(0, 300),
    text: [greeting, '', thanks, '', ...details, '', closing, ...(manageUrl ? ['', `${MANAGE_MONTHLY_GIFT}: ${manageUrl}`] : []), '', `With gratitude,`, org].join('\n'),
    html: htmlLayout(`Your donation receipt from ${org}`, [
      escapeHtml(greeting),
      escapeHtml(thanks),
      details.map(escapeHtml).join('<br>'),
      escapeHtml(closing),
      ...(manageUrl ? [`<a href="${escapeHtml(manageUrl)}">${MANAGE_MONTHLY_GIFT}</a>`] : []),
      `With gratitude,<br>${escapeHtml(org)}`,
    ]),
  };
};
