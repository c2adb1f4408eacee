// An application received → the applicant, in the language they applied in: what they applied
// for and a signed link to withdraw (which also deletes their resume at once). Nothing is sent
// for an application already withdrawn.
import { withdrawUrl } from '../../applications/links.ts';
import { escapeHtml, htmlLayout } from '../message.ts';
import { appliedFor, loadApplication } from './application-mail.ts';
import type { Template } from './context.ts';
import type { Words } from './language.ts';

const WORDS: Words<{
  subject: (volunteer: boolean) => string; title: string; hello: (name: string) => string;
  thanks: (what: string, hasCv: boolean) => string; withdrawText: string; withdrawHtml: (link: string) => string;
}> = {
  en: {
    subject: (volunteer) => (volunteer ? 'We received your volunteer application' : 'We received your application'),
    title: 'We received your application',
    hello: (name) => `Hello ${name},`,
    thanks: (what, hasCv) => `Thank you for applying for ${what}. We have received ${hasCv ? 'your application and resume' : 'your application'} and will be in touch.`,
    withdrawText: 'Changed your mind? Withdraw your application (your details and resume are deleted)',
    withdrawHtml: (link) => `Changed your mind? <a href="${link}">Withdraw my application</a> (your details and resume are deleted).`,
  },
  es: {
    subject: (volunteer) => (volunteer ? 'Recibimos su solicitud de voluntariado' : 'Recibimos su solicitud'),
    title: 'Recibimos su solicitud',
    hello: (name) => `Hola, ${name}:`,
    thanks: (what, hasCv) => `Gracias por postularse para ${what}. Recibimos ${hasCv ? 'su solicitud y su currículum' : 'su solicitud'} y nos comunicaremos con usted.`,
    withdrawText: '¿Cambió de opinión? Retire su solicitud (se eliminan sus datos y su currículum)',
    withdrawHtml: (link) => `¿Cambió de opinión? <a href="${link}">Retirar mi solicitud</a> (se eliminan sus datos y su currículum).`,
  },
};

export const applicationConfirmation: Template = async (payload, { sql, config }) => {
  const a = await loadApplication(sql, payload.applicationId);
  if (!a || a.withdrawn) return null;
  const w = WORDS[a.locale];
  const withdraw = await withdrawUrl(config, a.id, a.locale);
  const what = appliedFor(a, a.locale);
  return {
    subject: w.subject(a.kind === 'volunteer'),
    text: [w.hello(a.name), '', w.thanks(what, a.hasCv), '', `${w.withdrawText}: ${withdraw}`].join('\n'),
    html: htmlLayout(w.title, [
      escapeHtml(w.hello(a.name)),
      escapeHtml(w.thanks(what, a.hasCv)),
      w.withdrawHtml(escapeHtml(withdraw)),
    ], a.locale),
  };
};
