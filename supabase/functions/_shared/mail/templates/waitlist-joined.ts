// Joining the waitlist → the family, in the language they joined in: its place, what happens
// next, and a link to leave.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import type { Words } from './language.ts';
import { LEAVE_PURPOSE, loadWaitlistEntry, party, waitlistLink } from './waitlist-links.ts';

const WORDS: Words<{
  subject: (title: string) => string; hello: (name: string) => string; place: (position: number, title: string, date: string) => string;
  next: (party: string) => string; leaveText: string; leaveLink: string;
}> = {
  en: {
    subject: (title) => `You're on the waitlist: ${title}`,
    hello: (name) => `Hello ${name},`,
    place: (position, title, date) => `You are number ${position} on the waitlist for ${title} (${date}).`,
    next: (who) => `When seats for ${who} free up, we will email you a link to claim them. ` +
      'The offer is yours for 24 hours; after that it passes to the next family.',
    leaveText: 'No longer interested? Leave the waitlist',
    leaveLink: 'Leave the waitlist',
  },
  es: {
    subject: (title) => `Está en la lista de espera: ${title}`,
    hello: (name) => `Hola, ${name}:`,
    place: (position, title, date) => `Usted tiene el número ${position} en la lista de espera de ${title} (${date}).`,
    next: (who) => `Cuando haya lugares para ${who}, le enviaremos por correo electrónico un enlace para reservarlos. ` +
      'La oferta es suya durante 24 horas. Después pasa a la siguiente familia.',
    leaveText: '¿Ya no le interesa? Salga de la lista de espera',
    leaveLink: 'Salir de la lista de espera',
  },
};

export const waitlistJoined: Template = async (payload, { sql, config }) => {
  const row = await loadWaitlistEntry(sql, payload.waitlistId);
  if (!row || (row.status !== 'waiting' && row.status !== 'offered')) return null;
  const w = WORDS[row.locale];
  const when = formatWhen(row.eventDate, row.locale);
  const leaveUrl = await waitlistLink(config, LEAVE_PURPOSE, row.id, row.locale);
  const place = w.place(Number(payload.position) || 1, row.title, when.date);
  const next = w.next(party(row.numberOfGuests, row.locale));
  return {
    subject: w.subject(row.title).slice(0, 300),
    text: [w.hello(row.attendeeName), '', place, '', next, '', `${w.leaveText}: ${leaveUrl}`].join('\n'),
    html: htmlLayout(w.subject(row.title), [
      escapeHtml(w.hello(row.attendeeName)),
      escapeHtml(place),
      escapeHtml(next),
      `<a href="${escapeHtml(leaveUrl)}">${w.leaveLink}</a>`,
    ], row.locale),
  };
};
