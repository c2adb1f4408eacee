// Event registration → the attendee: date, time, place, an .ics file and a signed cancel link.
import { createEvent } from 'ics';
import { signId } from '../../signed-token.ts';
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';

export const CANCEL_PURPOSE = 'cancel-registration';

interface Row {
  id: string; attendeeName: string; numberOfGuests: number; status: string;
  title: string; slug: string; location: string; eventDate: Date; endDate: Date | null;
}

export const registrationConfirmation: Template = async (payload, { sql, config }) => {
  const [row] = await sql<Row[]>`
    select r.id, r.attendee_name as "attendeeName", r.number_of_guests as "numberOfGuests", r.status,
      e.title, e.slug, e.location, e.event_date as "eventDate", e.end_date as "endDate"
    from public.event_registrations r join public.events e on e.id = r.event_id
    where r.id = ${String(payload.registrationId)}::uuid`;
  if (!row || row.status !== 'confirmed') return null;
  const when = formatWhen(row.eventDate);
  const token = await signId(config.LINK_SIGNING_SECRET, CANCEL_PURPOSE, row.id);
  const cancelUrl = `${config.SITE_URL}/events/cancel?token=${encodeURIComponent(token)}`;
  const eventUrl = `${config.SITE_URL}/events/${row.slug}`;
  const end = row.endDate ?? new Date(row.eventDate.getTime() + 2 * 3600 * 1000);
  const ics = createEvent({
    uid: `${row.id}@registrations`,
    title: row.title,
    location: row.location,
    url: eventUrl,
    description: `Registration for ${row.attendeeName}${row.numberOfGuests ? ` + ${row.numberOfGuests} guest(s)` : ''}`,
    start: row.eventDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  const guests = row.numberOfGuests ? ` with ${row.numberOfGuests} guest${row.numberOfGuests > 1 ? 's' : ''}` : '';
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
      `Event details: ${eventUrl}`,
      `Can't come? Cancel your registration: ${cancelUrl}`,
    ].join('\n'),
    html: htmlLayout(`Registration confirmed: ${row.title}`, [
      `Hello ${escapeHtml(row.attendeeName)},`,
      `You are registered for <strong>${escapeHtml(row.title)}</strong>${escapeHtml(guests)}.`,
      `Date: ${escapeHtml(when.date)}<br>Time: ${escapeHtml(when.time)}<br>Place: ${escapeHtml(row.location)}`,
      `<a href="${escapeHtml(eventUrl)}">Event details</a> · <a href="${escapeHtml(cancelUrl)}">Cancel my registration</a>`,
    ]),
    attachments: ics.value ? [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics.value }] : [],
  };
};
