// Event registration → the attendee: date, time, place, an .ics file and a signed cancel link.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { cancelUrl, eventUrl, icsAttachment, loadRegistration, withGuests } from './registration-mail.ts';

export const registrationConfirmation: Template = async (payload, { sql, config }) => {
  const row = await loadRegistration(sql, payload.registrationId);
  if (!row || row.status !== 'confirmed') return null;
  const when = formatWhen(row.eventDate);
  const cancel = await cancelUrl(config, row.id);
  const details = eventUrl(config, row.slug);
  const guests = withGuests(row.numberOfGuests);
  return {
    subject: `Registration confirmed: ${row.title}`.slice(0, 300),
    text: [
      `Hello ${row.attendeeName},`,
      '',
      `You are registered for ${row.title}${guests}.`,
      `Date: ${when.date}`,
      `Time: ${when.time}`,
      `Place: ${row.location}`,
      '',
      `Event details: ${details}`,
      `Can't come? Cancel your registration: ${cancel}`,
    ].join('\n'),
    html: htmlLayout(`Registration confirmed: ${row.title}`, [
      `Hello ${escapeHtml(row.attendeeName)},`,
      `You are registered for <strong>${escapeHtml(row.title)}</strong>${escapeHtml(guests)}.`,
      `Date: ${escapeHtml(when.date)}<br>Time: ${escapeHtml(when.time)}<br>Place: ${escapeHtml(row.location)}`,
      `<a href="${escapeHtml(details)}">Event details</a> · <a href="${escapeHtml(cancel)}">Cancel my registration</a>`,
    ]),
    attachments: icsAttachment(row, details),
  };
};
