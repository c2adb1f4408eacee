// The donor cancelled a monthly gift from their receipt's link (payload { subscriptionId }), in
// the language the gift was given in: the amount, the last date it runs to, and thanks.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { DONOR_WORDS } from './donor-words.ts';
import { mailLocale, type Locale, type Words } from './language.ts';
import { formatUsd } from './money.ts';

const WORDS: Words<{
  subject: (org: string) => string; endsOn: (date: string) => string; ends: string;
  body: (amount: string, org: string, ends: string) => string; thanks: string;
}> = {
  en: {
    subject: (org) => `Your monthly gift to ${org} has been cancelled`,
    endsOn: (date) => `No further payments will be taken after ${date}.`,
    ends: 'No further payments will be taken.',
    body: (amount, org, ends) => `Your monthly gift of ${amount} to ${org} has been cancelled. ${ends}`,
    thanks: 'Thank you for your support. You are welcome to give again at any time.',
  },
  es: {
    subject: (org) => `Su donación mensual a ${org} fue cancelada`,
    endsOn: (date) => `No se harán más cobros después del ${date}.`,
    ends: 'No se harán más cobros.',
    body: (amount, org, ends) => `Su donación mensual de ${amount} a ${org} fue cancelada. ${ends}`,
    thanks: 'Gracias por su apoyo. Puede volver a donar cuando quiera.',
  },
};

interface Row { amountCents: number; donorName: string | null; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null; locale: Locale }

export const monthlyGiftCancelled: Template = async (payload, { sql, config }) => {
  const id = String(payload.subscriptionId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await sql<Row[]>`
    select amount_cents as "amountCents", donor_name as "donorName", cancel_at_period_end as "cancelAtPeriodEnd",
      current_period_end as "currentPeriodEnd", locale
    from public.donation_subscriptions where id = ${id}::uuid`;
  if (!row) return null;
  const locale = mailLocale(row.locale);
  const w = WORDS[locale];
  const donor = DONOR_WORDS[locale];
  const org = config.ORG_NAME;
  const greeting = donor.greeting(row.donorName);
  const ends = row.currentPeriodEnd ? w.endsOn(formatWhen(row.currentPeriodEnd, locale).date) : w.ends;
  const body = w.body(formatUsd(row.amountCents), org, ends);
  return {
    subject: w.subject(org).slice(0, 300),
    text: [greeting, '', body, '', w.thanks, '', donor.regards, org].join('\n'),
    html: htmlLayout(w.subject(org), [
      escapeHtml(greeting), escapeHtml(body), escapeHtml(w.thanks), `${donor.regards}<br>${escapeHtml(org)}`,
    ], locale),
  };
};
