// The events as an iCalendar feed (ical-generator), the one calendar apps subscribe to: every event
// once, under a UID that never changes (`<event id>@events.<site host>`), its SEQUENCE growing with
// every edit, a cancelled one kept as STATUS:CANCELLED (so subscribers' copies are marked, not left
// behind), its times on New Jersey's wall clock (TZID=America/New_York) with that zone's VTIMEZONE
// (timezones-ical-library), and its page in the feed's language as its URL.
import { TZDate } from '@date-fns/tz';
import ical, { ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Locale } from '../contract/locale-paths.ts';

/** What the calendar feed shows of an event (read by routes/events.ts). */
export interface CalendarEvent {
  id: string; slug: string; title: string; description: string; location: string;
  eventDate: Date; endDate: Date | null; cancelled: boolean; updatedAt: Date;
}

export const CALENDAR_TIME_ZONE = 'America/New_York';
/** An event without an end time goes into calendars as two hours long (as the single event's .ics). */
const DEFAULT_DURATION_MS = 2 * 3600 * 1000;
/** SEQUENCE counts seconds from here: under 2^31 (the 32-bit integers some calendar apps keep) until 2094. */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

const CALENDAR_NAME: Record<Locale, (name: string) => string> = {
  en: (name) => `${name}: Events`,
  es: (name) => `${name}: Eventos`,
};

/**
 * The event's SEQUENCE: the seconds from SEQUENCE_EPOCH to its last change. Every change to an
 * event row sets its updated_at to the changing transaction's time (trigger events_set_updated_at),
 * which only moves forward, so each edit's number is greater than the one before it (two edits
 * within one second share it).
 */
export const sequenceOf = (updatedAt: Date) => Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000));

/** The instant on New Jersey's wall clock: ical-generator writes a TZDate's time in the event's zone. */
const wallClock = (instant: Date) => new TZDate(instant.getTime(), CALENDAR_TIME_ZONE);

export type EventsCalendarInput = {
  siteHost: string; siteName: string; locale: Locale;
  events: readonly CalendarEvent[];
  /** Links to a public page of the site, in the feed's language. */
  pageUrl: (path: string) => string;
};

export function eventsCalendar({ siteHost, siteName, locale, events, pageUrl }: EventsCalendarInput): string {
  const calendar = ical({
    name: CALENDAR_NAME[locale](siteName),
    prodId: { company: siteHost, product: 'events', language: locale.toUpperCase() },
    url: pageUrl('/events'),
    // No calendar-wide zone (DTSTAMP stays UTC, as RFC 5545 wants); each event names its own, whose VTIMEZONE this writes.
    timezone: { name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
  });
  for (const event of events) {
    const end = event.endDate ?? new Date(event.eventDate.getTime() + DEFAULT_DURATION_MS);
    calendar.createEvent({
      id: `${event.id}@events.${siteHost}`,
      sequence: sequenceOf(event.updatedAt),
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      start: wallClock(event.eventDate),
      end: wallClock(end),
      timezone: CALENDAR_TIME_ZONE,
      summary: event.title,
      description: event.description,
      location: event.location,
      url: pageUrl(`/events/${event.slug}`),
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
