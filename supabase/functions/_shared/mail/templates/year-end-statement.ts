// A donor's year-end statement (payload { statementId }): every succeeded gift of that year
// (New Jersey time), the total, and the statement donors need for their tax records. In the
// language of the donor's latest gift that year.
import { escapeHtml, htmlLayout } from '../message.ts';
import { ORG_TIME_ZONE, type Template } from './context.ts';
import { DONOR_WORDS } from './donor-words.ts';
import { intlLocale, mailLocale, type Locale, type Words } from './language.ts';
import { formatUsd } from './money.ts';

interface Statement { donorEmail: string; year: number }
interface Gift { createdAt: Date; amountCents: number; monthly: boolean; donorName: string | null; locale: Locale }

const day = (d: Date, locale: Locale) => new Intl.DateTimeFormat(intlLocale(locale), { timeZone: ORG_TIME_ZONE, dateStyle: 'long' }).format(d);

const WORDS: Words<{
  gift: (monthly: boolean) => string; intro: (org: string, year: number) => string; total: (year: number) => string;
  tax: (org: string, noGoods: string) => string; subject: (year: number, org: string) => string;
}> = {
  en: {
    gift: (monthly) => (monthly ? 'monthly gift' : 'one-time gift'),
    intro: (org, year) => `Thank you for supporting ${org} in ${year}. This statement lists your gifts for the year.`,
    total: (year) => `Total for ${year}`,
    tax: (org, noGoods) => `${org} is a tax-exempt 501(c)(3) organization. ${noGoods} Please keep this statement for your tax records.`,
    subject: (year, org) => `Your ${year} giving statement from ${org}`,
  },
  es: {
    gift: (monthly) => (monthly ? 'donación mensual' : 'donación única'),
    intro: (org, year) => `Gracias por apoyar a ${org} en ${year}. Este resumen muestra sus donaciones del año.`,
    total: (year) => `Total de ${year}`,
    tax: (org, noGoods) =>
      `${org} es una organización sin fines de lucro exenta de impuestos (501(c)(3)). ${noGoods} Guarde este resumen para su declaración de impuestos.`,
    subject: (year, org) => `Su resumen de donaciones de ${year} de ${org}`,
  },
};

export const yearEndStatement: Template = async (payload, { sql, config }) => {
  const id = String(payload.statementId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [statement] = await sql<Statement[]>`
    select donor_email as "donorEmail", year from public.year_end_statements where id = ${id}::uuid`;
  if (!statement) return null;
  const gifts = await sql<Gift[]>`
    select created_at as "createdAt", amount_cents as "amountCents", subscription_id is not null as monthly, donor_name as "donorName", locale
    from public.donations
    where lower(donor_email) = lower(${statement.donorEmail}) and status = 'succeeded'
      and created_at >= make_timestamptz(${statement.year}, 1, 1, 0, 0, 0, ${ORG_TIME_ZONE})
      and created_at < make_timestamptz(${statement.year + 1}, 1, 1, 0, 0, 0, ${ORG_TIME_ZONE})
    order by created_at`;
  if (gifts.length === 0) return null;
  const locale = mailLocale(gifts.at(-1)!.locale);
  const w = WORDS[locale];
  const donor = DONOR_WORDS[locale];
  const org = config.ORG_NAME;
  const name = gifts.findLast((g) => g.donorName)?.donorName ?? null;
  const total = formatUsd(gifts.reduce((sum, g) => sum + g.amountCents, 0));
  const lines = gifts.map((g) => `${day(g.createdAt, locale)}: ${formatUsd(g.amountCents)} (${w.gift(g.monthly)})`);
  const greeting = donor.greeting(name);
  const intro = w.intro(org, statement.year);
  const totalLine = `${w.total(statement.year)}: ${total}`;
  const tax = w.tax(org, donor.noGoods);
  const subject = w.subject(statement.year, org);
  return {
    subject: subject.slice(0, 300),
    text: [greeting, '', intro, '', ...lines, '', totalLine, '', tax, '', donor.regards, org].join('\n'),
    html: htmlLayout(subject, [
      escapeHtml(greeting),
      escapeHtml(intro),
      lines.map(escapeHtml).join('<br>'),
      `<strong>${escapeHtml(totalLine)}</strong>`,
      escapeHtml(tax),
      `${donor.regards}<br>${escapeHtml(org)}`,
    ], locale),
  };
};
