// What the registration mails (confirmation, reminder) share: the registration with its event,
// the .ics attachment and the signed cancel link.
import { createEvent } from 'ics';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/pool.ts';
import { signId } from '../../signed-token.ts';
import type { MailAttachment } from '../message.ts';

export const CANCEL_PURPOSE = 'cancel-registration';

export interface RegistrationWithEvent {
  id: string; attendeeName: string; numberOfGuests: number; status: string; accommodations: string | null;
  title: string; slug: string; location: string; eventDate: Date; endDate: Date | null;
}

/** The registration, or undefined when it is gone; callers decide what a cancelled one gets. */
export async function loadRegistration(sql: Sql, id: unknown): Promise<RegistrationWithEvent | undefined> {
  const [row] = await sql<RegistrationWithEvent[]>`
    select r.id, r.attendee_name as "attendeeName", r.number_of_guests as "numberOfGuests", r.status, r.accommodations,
      e.title, e.slug, e.location, e.event_date as "eventDate", e.end_date as "endDate"
    from public.event_registrations r join public.events e on e.id = r.event_id
    where r.id = ${String(id)}::uuid`;
  return row;
}

export async function cancelUrl(config: Config, registrationId: string): Promise<string> {
  const token = await signId(config.LINK_SIGNING_SECRET, CANCEL_PURPOSE, registrationId);
  return `${config.SITE_URL}/events/cancel?token=${encodeURIComponent(token)}`;
}

export const eventUrl = (config: Config, slug: string) => `${config.SITE_URL}/events/${slug}`;

/** A maps search for the location text (the site's View on Map link). */
export const mapsUrl = (location: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;

/** The event as a calendar file; events without an end last two hours. */
export function icsAttachment(row: RegistrationWithEvent, url: string): MailAttachment[] {
  const end = row.endDate ?? new Date(row.eventDate.getTime() + 2 * 3600 * 1000);
  const ics = createEvent({
    uid: `${row.id}@registrations`,
    title: row.title,
    location: row.location,
    url,
    description: `Registration for ${row.attendeeName}${row.numberOfGuests ? ` + ${row.numberOfGuests} guest(s)` : ''}`,
    start: row.eventDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  return ics.value ? [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics.value }] : [];
}

/** ' with 2 guests', or nothing. */
export const withGuests = (guests: number) => (guests ? ` with ${guests} guest${guests > 1 ? 's' : ''}` : '');
