import type { EventAttributes } from 'ics'
import type { Event } from '@contract/events.ts'

/** Events without an end time are put in calendars as two hours long. */
const DEFAULT_DURATION = { hours: 2 } as const

/**
 * The calendar entry for one registration. The confirmation e-mail's attachment uses the same
 * fields: UID `registration-<id>@<site host>`, UTC start, end (or 2 hours), title, location,
 * description and the event page's URL.
 */
export function eventCalendarAttributes(event: Event, registrationId: string, origin: string): EventAttributes {
  const start = Date.parse(event.eventDate)
  const common = {
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    title: event.title,
    description: event.description,
    location: event.location,
    url: `${origin}/events/${event.slug}`,
    uid: `registration-${registrationId}@${new URL(origin).host}`,
    status: 'CONFIRMED',
    productId: 'website/events',
  } as const
  return event.endDate
    ? { ...common, end: Date.parse(event.endDate), endInputType: 'utc', endOutputType: 'utc' }
    : { ...common, duration: DEFAULT_DURATION }
}

/** Builds the .ics text; `ics` is loaded only when a visitor asks for the file. */
export async function buildEventIcs(event: Event, registrationId: string, origin: string): Promise<string> {
  const { createEvent } = await import('ics')
  const { error, value } = createEvent(eventCalendarAttributes(event, registrationId, origin))
  if (error || !value) throw error ?? new Error('Could not create the calendar file')
  return value
}
