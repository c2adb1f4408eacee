// A registration for several dates of a series (public.register_for_series) → the attendee, once,
// in the language they registered in: every date with its time and place, each date's cancel
// link (a date is cancelled on its own), and one .ics with a VEVENT per date.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import type { Words } from './language.ts';
import { cancelUrl, eventUrl, icsAttachmentOfMany, loadRegistration, type RegistrationWithEvent, withGuests } from './registration-mail.ts';

const WORDS: Words<{
  subject: (title: string, n: number) => string; hello: (name: string) => string; registered: (title: string, guests: string, n: number) => string;
  place: string; details: string; cancelText: string; calendar: string;
}> = {
  en: {
    subject: (title, n) => `Registration confirmed: ${title} (${n} dates)`,
    hello: (name) => `Hello ${name},`,
    registered: (title, guests, n) => `You are registered for ${n} dates of ${title}${guests}:`,
    place: 'Place',
    details: 'Event details',
    cancelText: "Can't come to this date? Cancel this registration",
    calendar: 'The attached calendar file holds every date.',
  },
  es: {
    subject: (title, n) => `Inscripción confirmada: ${title} (${n} fechas)`,
    hello: (name) => `Hola, ${name}:`,
    registered: (title, guests, n) => `Su inscripción para ${n} fechas de ${title}${guests} está confirmada:`,
    place: 'Lugar',
    details: 'Detalles del evento',
    cancelText: '¿No puede asistir a esta fecha? Cancele esta inscripción',
    calendar: 'El archivo de calendario adjunto tiene todas las fechas.',
  },
};

export const seriesRegistrationConfirmation: Template = async (payload, { sql, config }) => {
  const ids = Array.isArray(payload.registrationIds) ? payload.registrationIds : [];
  const loaded = await Promise.all(ids.map((id) => loadRegistration(sql, id)));
  const rows = loaded.filter((row): row is RegistrationWithEvent => row?.status === 'confirmed')
    .sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime());
  const first = rows[0];
  if (!first) return null;
  const w = WORDS[first.locale];
  const guests = withGuests(first.numberOfGuests, first.locale);
  const dates = await Promise.all(rows.map(async (row) => {
    const when = formatWhen(row.eventDate, row.locale);
    return { row, when: `${when.date}, ${when.time}`, details: eventUrl(config, row.slug, row.locale), cancel: await cancelUrl(config, row.id, row.locale) };
  }));
  const subject = w.subject(first.title, rows.length).slice(0, 300);
  return {
    subject,
    text: [
      w.hello(first.attendeeName),
      '',
      w.registered(first.title, guests, rows.length),
      ...dates.flatMap((d) => ['', `- ${d.when}`, `  ${w.place}: ${d.row.location}`, `  ${w.details}: ${d.details}`, `  ${w.cancelText}: ${d.cancel}`]),
      '',
      w.calendar,
    ].join('\n'),
    html: htmlLayout(subject, [
      escapeHtml(w.hello(first.attendeeName)),
      w.registered(`<strong>${escapeHtml(first.title)}</strong>`, escapeHtml(guests), rows.length),
      // a paragraph per date (the layout's paragraphs hold no list)
      ...dates.map((d) => `<strong>${escapeHtml(d.when)}</strong><br>${w.place}: ${escapeHtml(d.row.location)}<br>`
        + `<a href="${escapeHtml(d.details)}">${w.details}</a> · <a href="${escapeHtml(d.cancel)}">${escapeHtml(w.cancelText)}</a>`),
      escapeHtml(w.calendar),
    ], first.locale),
    attachments: icsAttachmentOfMany(rows, dates.map((d) => d.details)),
  };
};
