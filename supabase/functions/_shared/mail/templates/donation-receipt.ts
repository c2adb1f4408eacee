// Donation receipt (payload { donationId }), queued by the verified webhook when a donation
// succeeds (a one-time gift, or each month's charge of a monthly gift), in the language of the
// page the gift was given on: amount, date, reference, the organisation's name (ORG_NAME), the
// statement donors need for their tax records, the covered fee and the dedication when there are
// any, and, for a monthly gift, the signed 'Manage your monthly gift' link.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { DONOR_WORDS } from './donor-words.ts';
import { mailLocale, type Locale, type Words } from './language.ts';
import { manageMonthlyGiftUrl } from './monthly-gift-link.ts';
import { formatUsd } from './money.ts';

export const NO_GOODS_STATEMENT = DONOR_WORDS.en.noGoods;
export const MANAGE_MONTHLY_GIFT = 'Manage your monthly gift';

const WORDS: Words<{
  subject: (monthly: boolean, amount: string, org: string) => string; title: (org: string) => string;
  thanks: (monthly: boolean, amount: string, org: string) => string;
  amount: string; date: string; reference: string; frequency: string; fee: (fee: string) => string; dedication: string;
  keep: string; manage: string;
}> = {
  en: {
    subject: (monthly, amount, org) => (monthly ? `Receipt for your monthly gift of ${amount} to ${org}` : `Thank you for your donation of ${amount} to ${org}`),
    title: (org) => `Your donation receipt from ${org}`,
    thanks: (monthly, amount, org) => (monthly
      ? `Thank you for your monthly gift of ${amount} to ${org}. Your support, month after month, helps people with autism and developmental disabilities and their families.`
      : `Thank you for your generous donation of ${amount} to ${org}. Your gift supports people with autism and developmental disabilities and their families.`),
    amount: 'Amount', date: 'Date', reference: 'Reference', frequency: 'Frequency: Monthly',
    fee: (fee) => `Includes ${fee} you added to cover the processing fee`,
    dedication: 'Dedication',
    keep: 'Please keep this e-mail as your receipt.',
    manage: MANAGE_MONTHLY_GIFT,
  },
  es: {
    subject: (monthly, amount, org) => (monthly ? `Recibo de su donación mensual de ${amount} a ${org}` : `Gracias por su donación de ${amount} a ${org}`),
    title: (org) => `Su recibo de donación de ${org}`,
    thanks: (monthly, amount, org) => (monthly
      ? `Gracias por su donación mensual de ${amount} a ${org}. Su apoyo, mes tras mes, ayuda a personas con autismo y discapacidades del desarrollo y a sus familias.`
      : `Gracias por su generosa donación de ${amount} a ${org}. Su donación apoya a personas con autismo y discapacidades del desarrollo y a sus familias.`),
    amount: 'Monto', date: 'Fecha', reference: 'Referencia', frequency: 'Frecuencia: Mensual',
    fee: (fee) => `Incluye ${fee} que usted agregó para cubrir el costo del procesamiento`,
    dedication: 'Dedicatoria',
    keep: 'Guarde este correo electrónico como su recibo.',
    manage: 'Administrar su donación mensual',
  },
};

interface Row {
  id: string; amountCents: number; donorName: string | null; status: string; updatedAt: Date; subscriptionId: string | null;
  feeCents: number; dedicationKind: 'honor' | 'memory' | null; dedicationName: string | null; locale: Locale;
}

export const donationReceipt: Template = async (payload, { sql, config }) => {
  const id = String(payload.donationId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await sql<Row[]>`
    select id, amount_cents as "amountCents", donor_name as "donorName", status, updated_at as "updatedAt",
      subscription_id as "subscriptionId", fee_cents as "feeCents", dedication_kind as "dedicationKind", dedication_name as "dedicationName",
      locale
    from public.donations where id = ${id}::uuid`;
  if (!row || row.status !== 'succeeded') return null;
  const locale = mailLocale(row.locale);
  const w = WORDS[locale];
  const donor = DONOR_WORDS[locale];
  const amount = formatUsd(row.amountCents);
  const org = config.ORG_NAME;
  const monthly = row.subscriptionId !== null;
  const greeting = donor.greeting(row.donorName);
  const thanks = w.thanks(monthly, amount, org);
  const details = [`${w.amount}: ${amount}`, `${w.date}: ${formatWhen(row.updatedAt, locale).date}`, `${w.reference}: ${row.id}`];
  if (monthly) details.push(w.frequency);
  if (row.feeCents > 0) details.push(w.fee(formatUsd(row.feeCents)));
  if (row.dedicationKind && row.dedicationName) details.push(`${w.dedication}: ${donor.dedication[row.dedicationKind]} ${row.dedicationName}`);
  const closing = `${w.keep} ${donor.noGoods}`;
  const manageUrl = monthly ? await manageMonthlyGiftUrl(config, row.subscriptionId!, locale) : null;
  return {
    subject: w.subject(monthly, amount, org).slice(0, 300),
    text: [greeting, '', thanks, '', ...details, '', closing, ...(manageUrl ? ['', `${w.manage}: ${manageUrl}`] : []), '', donor.regards, org].join('\n'),
    html: htmlLayout(w.title(org), [
      escapeHtml(greeting),
      escapeHtml(thanks),
      details.map(escapeHtml).join('<br>'),
      escapeHtml(closing),
      ...(manageUrl ? [`<a href="${escapeHtml(manageUrl)}">${w.manage}</a>`] : []),
      `${donor.regards}<br>${escapeHtml(org)}`,
    ], locale),
  };
};
