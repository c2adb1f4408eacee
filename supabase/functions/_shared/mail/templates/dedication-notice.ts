// The dedication notice (payload { donationId }) to the address the donor gave, in the language
// the donor gave in: who gave, in honor or in memory of whom. It never states the amount.
import { escapeHtml, htmlLayout } from '../message.ts';
import type { Template } from './context.ts';
import { DONOR_WORDS } from './donor-words.ts';
import { mailLocale, type Locale, type Words } from './language.ts';

const WORDS: Words<{
  hello: string; friend: string; body: (who: string, org: string, dedication: string) => string;
  about: (org: string) => string; subject: (org: string, dedication: string) => string;
}> = {
  en: {
    hello: 'Hello,',
    friend: 'A friend',
    body: (who, org, dedication) => `${who} has made a gift to ${org} ${dedication}.`,
    about: (org) => `${org} supports people with autism and developmental disabilities and their families across New Jersey.`,
    subject: (org, dedication) => `A gift to ${org} ${dedication}`,
  },
  es: {
    hello: 'Hola:',
    friend: 'Una persona amiga',
    body: (who, org, dedication) => `${who} hizo una donación a ${org} ${dedication}.`,
    about: (org) => `${org} apoya a personas con autismo y discapacidades del desarrollo, y a sus familias, en todo New Jersey.`,
    subject: (org, dedication) => `Una donación a ${org} ${dedication}`,
  },
};

interface Row {
  donorName: string | null; status: string; dedicationKind: 'honor' | 'memory' | null; dedicationName: string | null; locale: Locale;
}

export const dedicationNotice: Template = async (payload, { sql, config }) => {
  const id = String(payload.donationId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await sql<Row[]>`
    select donor_name as "donorName", status, dedication_kind as "dedicationKind", dedication_name as "dedicationName", locale
    from public.donations where id = ${id}::uuid`;
  if (!row || row.status !== 'succeeded' || !row.dedicationKind || !row.dedicationName) return null;
  const locale = mailLocale(row.locale);
  const w = WORDS[locale];
  const donor = DONOR_WORDS[locale];
  const org = config.ORG_NAME;
  const dedication = `${donor.dedication[row.dedicationKind].toLowerCase()} ${row.dedicationName}`;
  const body = w.body(row.donorName || w.friend, org, dedication);
  const about = w.about(org);
  const subject = w.subject(org, dedication);
  return {
    subject: subject.slice(0, 300),
    text: [w.hello, '', body, '', about, '', donor.regards, org].join('\n'),
    html: htmlLayout(subject, [w.hello, escapeHtml(body), escapeHtml(about), `${donor.regards}<br>${escapeHtml(org)}`], locale),
  };
};
