// A form the browser posted without the proof-of-work check (held/held-submissions.ts) → its
// address, in the language of the form's page: the link to the page whose button sends it
// (contract/held.ts; it works without JavaScript), and what happens if nobody follows it. Nothing is sent for a
// held form confirmed or deleted meanwhile.
import type { Config } from '../../config.ts';
import { HELD_MAIL_PAGE, HELD_MAIL_PURPOSE } from '../../contract/held.ts';
import { HELD_HOURS, type HeldForm, heldToken } from '../../held/held-submissions.ts';
import { sitePage } from '../../site-links.ts';
import { escapeHtml, htmlLayout } from '../message.ts';
import type { Template } from './context.ts';
import { type Locale, mailLocale, type Words } from './language.ts';

/** The link: the confirming page in the form's language, with the mail's signed id. */
export async function heldConfirmUrl(config: Config, id: string, locale: Locale): Promise<string> {
  const token = await heldToken(config, id, HELD_MAIL_PURPOSE);
  return sitePage(config, locale, `${HELD_MAIL_PAGE}?token=${encodeURIComponent(token)}`);
}

const WORDS: Words<{ subject: string; forms: Record<HeldForm, string>; asked: (form: string, org: string) => string; send: string; ignore: string }> = {
  en: {
    subject: 'Please confirm the form you sent us',
    forms: { contact: 'contact form', registration: 'event registration', waitlist: 'waitlist request', application: 'application', series_registration: 'registration for several dates of an event series' },
    asked: (form, org) => `We received your ${form} on the website of ${org}. It is not sent until you confirm it.`,
    send: 'Confirm and send my form',
    ignore: `If you did not fill in this form, ignore this email: without a confirmation, it is deleted within ${HELD_HOURS} hours and we will not write again.`,
  },
  es: {
    subject: 'Confirme el formulario que nos envió',
    forms: { contact: 'formulario de contacto', registration: 'inscripción al evento', waitlist: 'solicitud para la lista de espera', application: 'solicitud de empleo o voluntariado', series_registration: 'inscripción a varias fechas de una serie de eventos' },
    asked: (form, org) => `Recibimos su ${form} en el sitio web de ${org}. No se envía hasta que usted lo confirme.`,
    send: 'Confirmar y enviar mi formulario',
    ignore: `Si usted no llenó este formulario, ignore este correo: sin confirmación, se elimina en ${HELD_HOURS} horas y no volveremos a escribirle.`,
  },
};

export const heldSubmissionConfirmation: Template = async (payload, { sql, config }) => {
  const [row] = await sql<{ id: string; form: HeldForm; locale: string }[]>`
    select id, form, locale from private.held_submissions where id = ${String(payload.heldId)}::uuid`;
  if (!row) return null;
  const locale = mailLocale(row.locale);
  const w = WORDS[locale];
  const url = await heldConfirmUrl(config, row.id, locale);
  const asked = w.asked(w.forms[row.form], config.ORG_NAME);
  return {
    subject: w.subject,
    text: [asked, '', `${w.send}: ${url}`, '', w.ignore].join('\n'),
    html: htmlLayout(w.subject, [escapeHtml(asked), `<a href="${escapeHtml(url)}">${escapeHtml(w.send)}</a>`, escapeHtml(w.ignore)], locale),
  };
};
