// The dedication notice (payload { donationId }) to the address the donor gave: who gave, in
// honor or in memory of whom. It never states the amount.
import { DEDICATION_LABELS } from '../../contract/donation-rules.ts';
import { escapeHtml, htmlLayout } from '../message.ts';
import type { Template } from './context.ts';

interface Row { donorName: string | null; status: string; dedicationKind: 'honor' | 'memory' | null; dedicationName: string | null }

export const dedicationNotice: Template = async (payload, { sql, config }) => {
  const id = String(payload.donationId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await sql<Row[]>`
    select donor_name as "donorName", status, dedication_kind as "dedicationKind", dedication_name as "dedicationName"
    from public.donations where id = ${id}::uuid`;
  if (!row || row.status !== 'succeeded' || !row.dedicationKind || !row.dedicationName) return null;
  const org = config.ORG_NAME;
  const who = row.donorName || 'A friend';
  const dedication = `${DEDICATION_LABELS[row.dedicationKind].toLowerCase()} ${row.dedicationName}`;
  const body = `${who} has made a gift to ${org} ${dedication}.`;
  const about = `${org} supports people with autism and developmental disabilities and their families across New Jersey.`;
  const subject = `A gift to ${org} ${dedication}`;
  return {
    subject: subject.slice(0, 300),
    text: ['Hello,', '', body, '', about, '', 'With gratitude,', org].join('\n'),
    html: htmlLayout(subject, ['Hello,', escapeHtml(body), escapeHtml(about), `With gratitude,<br>${escapeHtml(org)}`]),
  };
};
