// What the registration mails (confirmation, reminder) share: the registration with its event
// (in the registration's language), the .ics attachment and the signed cancel link.
import { createEvent, createEvents, type EventAttributes } from 'ics';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/pool.ts';
import { signId } from '../../signed-token.ts';
import type { MailAttachment } from '../message.ts';
import { eventInLanguage } from './event-in-language.ts';
import { sitePage } from '../../site-links.ts';
import { mailLocale, type Locale, type Words } from './language.ts';

export const CANCEL_PURPOSE = 'cancel-registration';

export interface RegistrationWithEvent {
  id: string; attendeeName: string; numberOfGuests: number; status: string; accommodations: string | null;
  locale: Locale; eventId: string;
  title: string; slug: string; location: string; eventDate: Date; endDate: Date | null;
}

/**
 * The registration, or undefined when it is gone; callers decide what a cancelled one gets. The
 * event's title and place are in the registration's language where a translation is published.
 */
export async function loadRegistration(sql: Sql, id: unknown): Promise<RegistrationWithEvent | undefined> {
  const [row] = await sql<RegistrationWithEvent[]>`
    select r.id, r.attendee_name as "attendeeName", r.number_of_guests as "numberOfGuests", r.status, r.accommodations,
      r.locale, e.id as "eventId", e.title, e.slug, e.location, e.event_date as "eventDate", e.end_date as "endDate"
    from public.event_registrations r join public.events e on e.id = r.event_id
    where r.id = ${String(id)}::uuid`;
  if (!row) return undefined;
  const locale = mailLocale(row.locale);
  return eventInLanguage(sql, row.eventId, locale, { ...row, locale });
}

export async function cancelUrl(config: Config, registrationId: string, locale: Locale = 'en'): Promise<string> {
  const token = await signId(config.LINK_SIGNING_SECRET, CANCEL_PURPOSE, registrationId);
  return sitePage(config, locale, `/events/cancel?token=${encodeURIComponent(token)}`);
}

export const eventUrl = (config: Config, slug: string, locale: Locale = 'en') => sitePage(config, locale, `/events/${slug}`);

/** A maps search for the location text (the site's View on Map link). */
export const mapsUrl = (location: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;

const ICS_WORDS: Words<{ filename: string; description: (name: string, guests: number) => string }> = {
  en: {
    filename: 'event.ics',
    description: (name, guests) => `Registration for ${name}${guests ? ` + ${guests} guest(s)` : ''}`,
  },
  es: {
    filename: 'evento.ics',
    description: (name, guests) => `Inscripción de ${name}${guests ? ` + ${guests} invitado(s)` : ''}`,
  },
};

/** The registration's event as one calendar event, in the registration's language; events without an end last two hours. */
function icsEvent(row: RegistrationWithEvent, url: string): EventAttributes {
  const words = ICS_WORDS[row.locale];
  const end = row.endDate ?? new Date(row.eventDate.getTime() + 2 * 3600 * 1000);
  return {
    uid: `${row.id}@registrations`,
    title: row.title,
    location: row.location,
    url,
    description: words.description(row.attendeeName, row.numberOfGuests),
    start: row.eventDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

const calendarFile = (locale: Locale, ics: { value: string | null }): MailAttachment[] =>
  ics.value ? [{ filename: ICS_WORDS[locale].filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics.value }] : [];

/** The event as a calendar file, in the registration's language. */
export function icsAttachment(row: RegistrationWithEvent, url: string): MailAttachment[] {
  return calendarFile(row.locale, createEvent(icsEvent(row, url)));
}

/** Several registrations' events (a series' dates) as one calendar file, one VEVENT each, each with its page's address. */
export function icsAttachmentOfMany(rows: readonly RegistrationWithEvent[], urls: readonly string[]): MailAttachment[] {
  if (rows.length === 0) return [];
  return calendarFile(rows[0]!.locale, createEvents(rows.map((row, i) => icsEvent(row, urls[i]!))));
}

/** ' with 2 guests' / ' con 2 invitados', or nothing. */
export function withGuests(guests: number, locale: Locale = 'en'): string {
  if (!guests) return '';
  return locale === 'es' ? ` con ${guests} invitado${guests > 1 ? 's' : ''}` : ` with ${guests} guest${guests > 1 ? 's' : ''}`;
}
