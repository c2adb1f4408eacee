// REMINDER_HOURS before the event → each confirmed attendee: date, New Jersey time, the place with
// a map link, the accommodations they asked for, the .ics and the cancel link.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { cancelUrl, eventUrl, icsAttachment, loadRegistration, mapsUrl, withGuests } from './registration-mail.ts';

export const eventReminder: Template = async (payload, { sql, config }) => {
  const row = await loadRegistration(sql, payload.registrationId);
  if (!row || row.status !== 'confirmed' || row.eventDate.getTime() <= Date.now()) return null;
  const when = formatWhen(row.eventDate);
  const cancel = await cancelUrl(config, row.id);
  const details = eventUrl(config, row.slug);
  const map = mapsUrl(row.location);
  const asked = row.accommodations
    ? `You asked for: ${row.accommodations}. We have it noted; reply to this email if anything has changed.`
    : 'Need an accommodation? Reply to this email and tell us.';
  return {
    subject: `Reminder: ${row.title} on ${when.date}`.slice(0, 300),
    text: [
      `Hello ${row.attendeeName},`,
      '',
      `This is a reminder that you are registered for ${row.title}${withGuests(row.numberOfGuests)}.`,
      `Date: ${when.date}`,
      `Time: ${when.time}`,
      `Place: ${row.location}`,
      `Map: ${map}`,
      '',
      asked,
      '',
      `Event details: ${details}`,
      `Plans changed? Cancel your registration so another family can come: ${cancel}`,
    ].join('\n'),
    html: htmlLayout(`Reminder: ${row.title}`, [
      `Hello ${escapeHtml(row.attendeeName)},`,
      `This is a reminder that you are registered for <strong>${escapeHtml(row.title)}</strong>${escapeHtml(withGuests(row.numberOfGuests))}.`,
      `Date: ${escapeHtml(when.date)}<br>Time: ${escapeHtml(when.time)}<br>Place: ${escapeHtml(row.location)} ` +
        `(<a href="${escapeHtml(map)}">map</a>)`,
      escapeHtml(asked),
      `<a href="${escapeHtml(details)}">Event details</a> · <a href="${escapeHtml(cancel)}">Cancel my registration</a>`,
    ]),
    attachments: icsAttachment(row, details),
  };
};
