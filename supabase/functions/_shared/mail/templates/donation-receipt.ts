// Donation receipt (payload { donationId }), queued by the verified webhook when a donation
// succeeds: amount, date, reference, the organisation's name (ORG_NAME) and the statement
// donors need for their tax records.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';

export const NO_GOODS_STATEMENT = 'No goods or services were provided in exchange for this contribution.';

interface Row { id: string; amountCents: number; donorName: string | null; status: string; updatedAt: Date }

export const donationReceipt: Template = async (payload, { sql, config }) => {
  const id = String(payload.donationId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await sql<Row[]>`
    select id, amount_cents as "amountCents", donor_name as "donorName", status, updated_at as "updatedAt"
    from public.donations where id = ${id}::uuid`;
  if (!row || row.status !== 'succeeded') return null;
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(row.amountCents / 100);
  const org = config.ORG_NAME;
  const greeting = `Dear ${row.donorName || 'friend'},`;
  const thanks = `Thank you for your generous donation of ${amount} to ${org}. Your gift supports people with autism and developmental disabilities and their families.`;
  const details = [`Amount: ${amount}`, `Date: ${formatWhen(row.updatedAt).date}`, `Reference: ${row.id}`];
  const closing = `Please keep this e-mail as your receipt. ${NO_GOODS_STATEMENT}`;
  return {
    subject: `Thank you for your donation of ${amount} to ${org}`.slice(0, 300),
    text: [greeting, '', thanks, '', ...details, '', closing, '', `With gratitude,`, org].join('\n'),
    html: htmlLayout(`Your donation receipt from ${org}`, [
      escapeHtml(greeting),
      escapeHtml(thanks),
      details.map(escapeHtml).join('<br>'),
      escapeHtml(closing),
      `With gratitude,<br>${escapeHtml(org)}`,
    ]),
  };
};
