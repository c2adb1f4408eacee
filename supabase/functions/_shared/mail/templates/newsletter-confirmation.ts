// Newsletter double opt-in (issue 57 item 7) → the address that was signed up, in the language of
// the page it was signed up from: the link that confirms it (/newsletter/confirm), and what happens
// if nobody does. Nothing is sent for a sign-up already confirmed or gone.
import type { Config } from '../../config.ts';
import { signId } from '../../signed-token.ts';
import { sitePage } from '../../site-links.ts';
import { escapeHtml, htmlLayout } from '../message.ts';
import type { Template } from './context.ts';
import { type Locale, mailLocale, type Words } from './language.ts';

export const CONFIRM_PURPOSE = 'newsletter-confirm';
/** Days a pending sign-up waits for its confirmation (private.newsletter_confirmation_days()). */
export const CONFIRMATION_DAYS = 7;

/** The confirmation link: the page, in the address's language, with the signed lower-cased address. */
export async function newsletterConfirmUrl(config: Config, email: string, locale: Locale): Promise<string> {
  const token = await signId(config.LINK_SIGNING_SECRET, CONFIRM_PURPOSE, email.trim().toLowerCase());
  return sitePage(config, locale, `/newsletter/confirm?token=${encodeURIComponent(token)}`);
}

const WORDS: Words<{ subject: string; asked: (org: string) => string; confirm: string; ignore: string }> = {
  en: {
    subject: 'Please confirm your newsletter subscription',
    asked: (org) => `We received a request to send the newsletter of ${org} to this email address.`,
    confirm: 'Confirm my subscription',
    ignore: `If you did not ask for it, ignore this email: without a confirmation, the address is removed within ${CONFIRMATION_DAYS} days and we will not write again.`,
  },
  es: {
    subject: 'Confirme su suscripción a nuestro boletín',
    asked: (org) => `Recibimos una solicitud para enviar el boletín de ${org} a este correo electrónico.`,
    confirm: 'Confirmar mi suscripción',
    ignore: `Si usted no lo pidió, ignore este correo: sin confirmación, la dirección se elimina en ${CONFIRMATION_DAYS} días y no volveremos a escribirle.`,
  },
};

export const newsletterConfirmation: Template = async (payload, { sql, config }) => {
  const [row] = await sql<{ email: string; locale: string }[]>`
    select email, locale from public.newsletter_signups where id = ${String(payload.signupId)}::uuid and confirmed_at is null`;
  if (!row) return null;
  const locale = mailLocale(row.locale);
  const w = WORDS[locale];
  const url = await newsletterConfirmUrl(config, row.email, locale);
  const asked = w.asked(config.ORG_NAME);
  return {
    subject: w.subject,
    text: [asked, '', `${w.confirm}: ${url}`, '', w.ignore].join('\n'),
    html: htmlLayout(w.subject, [escapeHtml(asked), `<a href="${escapeHtml(url)}">${escapeHtml(w.confirm)}</a>`, escapeHtml(w.ignore)], locale),
  };
};
