// A donor's year-end statement (payload { statementId }): every succeeded gift of that year
// (New Jersey time), the total, and the statement donors need for their tax records.
import { escapeHtml, htmlLayout } from '../message.ts';
import { ORG_TIME_ZONE, type Template } from './context.ts';
import { NO_GOODS_STATEMENT } from './donation-receipt.ts';
import { formatUsd } from './money.ts';

interface Statement { donorEmail: string; year: number }
interface Gift { createdAt: Date; amountCents: number; monthly: boolean; donorName: string | null }

const day = (d: Date) => new Intl.DateTimeFormat('en-US', { timeZone: ORG_TIME_ZONE, dateStyle: 'long' }).format(d);

export const yearEndStatement: Template = async (payload, { sql, config }) => {
  const id = String(payload.statementId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [statement] = await sql<Statement[]>`
    select donor_email as "donorEmail", year from public.year_end_statements where id = ${id}::uuid`;
  if (!statement) return null;
  const gifts = await sql<Gift[]>`
    select created_at as "createdAt", amount_cents as "amountCents", subscription_id is not null as monthly, donor_name as "donorName"
    from public.donations
    where lower(donor_email) = lower(${statement.donorEmail}) and status = 'succeeded'
      and created_at >= make_timestamptz(${statement.year}, 1, 1, 0, 0, 0, ${ORG_TIME_ZONE})
      and created_at < make_timestamptz(${statement.year + 1}, 1, 1, 0, 0, 0, ${ORG_TIME_ZONE})
    order by created_at`;
  if (gifts.length === 0) return null;
  const org = config.ORG_NAME;
  const name = gifts.findLast((g) => g.donorName)?.donorName;
  const total = formatUsd(gifts.reduce((sum, g) => sum + g.amountCents, 0));
  const lines = gifts.map((g) => `${day(g.createdAt)}: ${formatUsd(g.amountCents)} (${g.monthly ? 'monthly gift' : 'one-time gift'})`);
  const greeting = `Dear ${name || 'friend'},`;
  const intro = `Thank you for supporting ${org} in ${statement.year}. This statement lists your gifts for the year.`;
  const totalLine = `Total for ${statement.year}: ${total}`;
  const tax = `${org} is a tax-exempt 501(c)(3) organization. ${NO_GOODS_STATEMENT} Please keep this statement for your tax records.`;
  const subject = `Your ${statement.year} giving statement from ${org}`;
  return {
    subject: subject.slice(0, 300),
    text: [greeting, '', intro, '', ...lines, '', totalLine, '', tax, '', 'With gratitude,', org].join('\n'),
    html: htmlLayout(subject, [
      escapeHtml(greeting),
      escapeHtml(intro),
      lines.map(escapeHtml).join('<br>'),
      `<strong>${escapeHtml(totalLine)}</strong>`,
      escapeHtml(tax),
      `With gratitude,<br>${escapeHtml(org)}`,
    ]),
  };
};
