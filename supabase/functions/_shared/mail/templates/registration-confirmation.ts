// Event registration → the attendee, in the language they registered in: date, time, place, an
// .ics file and a signed cancel link.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import type { Words } from './language.ts';
import { cancelUrl, eventUrl, icsAttachment, loadRegistration, withGuests } from './registration-mail.ts';

const WORDS: Words<{
  subject: (title: string) => string; hello: (name: string) => string; registered: (title: string, guests: string) => string;
  date: string; time: string; place: string; details: string; cancelText: string; cancelLink: string;
}> = {
  en: {
    subject: (title) => `Registration confirmed: ${title}`,
    hello: (name) => `Hello ${name},`,
    registered: (title, guests) => `You are registered for ${title}${guests}.`,
    date: 'Date', time: 'Time', place: 'Place',
    details: 'Event details',
    cancelText: "Can't come? Cancel your registration",
    cancelLink: 'Cancel my registration',
  },
  es: {
    subject: (title) => `Inscripción confirmada: ${title}`,
    hello: (name) => `Hola, ${name}:`,
    registered: (title, guests) => `Su inscripción para ${title}${guests} está confirmada.`,
    date: 'Fecha', time: 'Hora', place: 'Lugar',
    details: 'Detalles del evento',
    cancelText: '¿No puede asistir? Cancele su inscripción',
    cancelLink: 'Cancelar mi inscripción',
  },
};

export const registrationConfirmation: Template = async (payload, { sql, config }) => {
  const row = await loadRegistration(sql, payload.registrationId);
  if (!row || row.status !== 'confirmed') return null;
  const w = WORDS[row.locale];
  const when = formatWhen(row.eventDate, row.locale);
  const cancel = await cancelUrl(config, row.id, row.locale);
  const details = eventUrl(config, row.slug, row.locale);
  const guests = withGuests(row.numberOfGuests, row.locale);
  return {
    subject: w.subject(row.title).slice(0, 300),
    text: [
      w.hello(row.attendeeName),
      '',
      w.registered(row.title, guests),
      `${w.date}: ${when.date}`,
      `${w.time}: ${when.time}`,
      `${w.place}: ${row.location}`,
      '',
      `${w.details}: ${details}`,
      `${w.cancelText}: ${cancel}`,
    ].join('\n'),
    html: htmlLayout(w.subject(row.title), [
      escapeHtml(w.hello(row.attendeeName)),
      w.registered(`<strong>${escapeHtml(row.title)}</strong>`, escapeHtml(guests)),
      `${w.date}: ${escapeHtml(when.date)}<br>${w.time}: ${escapeHtml(when.time)}<br>${w.place}: ${escapeHtml(row.location)}`,
      `<a href="${escapeHtml(details)}">${w.details}</a> · <a href="${escapeHtml(cancel)}">${w.cancelLink}</a>`,
    ], row.locale),
    attachments: icsAttachment(row, details),
  };
};
