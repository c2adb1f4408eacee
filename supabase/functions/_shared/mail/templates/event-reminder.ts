// REMINDER_HOURS before the event → each confirmed attendee, in the language they registered in:
// date, New Jersey time, the place with a map link, the accommodations they asked for, the .ics
// and the cancel link.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import type { Words } from './language.ts';
import { cancelUrl, eventUrl, icsAttachment, loadRegistration, mapsUrl, withGuests } from './registration-mail.ts';

const WORDS: Words<{
  subject: (title: string, date: string) => string; title: (title: string) => string; hello: (name: string) => string;
  reminder: (title: string, guests: string) => string; date: string; time: string; place: string; map: string;
  asked: (accommodations: string) => string; askFor: string; details: string; cancelText: string; cancelLink: string;
}> = {
  en: {
    subject: (title, date) => `Reminder: ${title} on ${date}`,
    title: (title) => `Reminder: ${title}`,
    hello: (name) => `Hello ${name},`,
    reminder: (title, guests) => `This is a reminder that you are registered for ${title}${guests}.`,
    date: 'Date', time: 'Time', place: 'Place', map: 'Map',
    asked: (accommodations) => `You asked for: ${accommodations}. We have it noted; reply to this email if anything has changed.`,
    askFor: 'Need an accommodation? Reply to this email and tell us.',
    details: 'Event details',
    cancelText: 'Plans changed? Cancel your registration so another family can come',
    cancelLink: 'Cancel my registration',
  },
  es: {
    subject: (title, date) => `Recordatorio: ${title} el ${date}`,
    title: (title) => `Recordatorio: ${title}`,
    hello: (name) => `Hola, ${name}:`,
    reminder: (title, guests) => `Le recordamos su inscripción para ${title}${guests}.`,
    date: 'Fecha', time: 'Hora', place: 'Lugar', map: 'Mapa',
    asked: (accommodations) => `Usted pidió: ${accommodations}. Lo tenemos anotado. Si algo cambió, responda a este correo electrónico.`,
    askFor: '¿Necesita algún apoyo o adaptación? Responda a este correo electrónico y díganos.',
    details: 'Detalles del evento',
    cancelText: '¿Cambiaron sus planes? Cancele su inscripción para que otra familia pueda venir',
    cancelLink: 'Cancelar mi inscripción',
  },
};

export const eventReminder: Template = async (payload, { sql, config }) => {
  const row = await loadRegistration(sql, payload.registrationId);
  if (!row || row.status !== 'confirmed' || row.eventDate.getTime() <= Date.now()) return null;
  const w = WORDS[row.locale];
  const when = formatWhen(row.eventDate, row.locale);
  const cancel = await cancelUrl(config, row.id, row.locale);
  const details = eventUrl(config, row.slug, row.locale);
  const map = mapsUrl(row.location);
  const asked = row.accommodations ? w.asked(row.accommodations) : w.askFor;
  const guests = withGuests(row.numberOfGuests, row.locale);
  return {
    subject: w.subject(row.title, when.date).slice(0, 300),
    text: [
      w.hello(row.attendeeName),
      '',
      w.reminder(row.title, guests),
      `${w.date}: ${when.date}`,
      `${w.time}: ${when.time}`,
      `${w.place}: ${row.location}`,
      `${w.map}: ${map}`,
      '',
      asked,
      '',
      `${w.details}: ${details}`,
      `${w.cancelText}: ${cancel}`,
    ].join('\n'),
    html: htmlLayout(w.title(row.title), [
      escapeHtml(w.hello(row.attendeeName)),
      w.reminder(`<strong>${escapeHtml(row.title)}</strong>`, escapeHtml(guests)),
      `${w.date}: ${escapeHtml(when.date)}<br>${w.time}: ${escapeHtml(when.time)}<br>${w.place}: ${escapeHtml(row.location)} ` +
        `(<a href="${escapeHtml(map)}">${w.map.toLowerCase()}</a>)`,
      escapeHtml(asked),
      `<a href="${escapeHtml(details)}">${w.details}</a> · <a href="${escapeHtml(cancel)}">${w.cancelLink}</a>`,
    ], row.locale),
    attachments: icsAttachment(row, details),
  };
};
