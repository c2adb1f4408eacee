import type { EventAttributes } from 'ics'
import type { Event } from '@contract/events.ts'
import { pathIn, type Locale } from '@/i18n/locale'

/** The entry's description: who is registered, in the language of the page that made the file. */
const DESCRIPTION: Record<Locale, (attendeeName: string, guests: number) => string> = {
  en: (attendeeName, guests) => `Registration for ${attendeeName}${guests ? ` + ${guests} guest(s)` : ''}`,
  es: (attendeeName, guests) => `Inscripción de ${attendeeName}${guests ? ` + ${guests} ${guests === 1 ? 'invitado' : 'invitados'}` : ''}`,
}

/** Events without an end time go into calendars as two hours long. */
const DEFAULT_DURATION_MS = 2 * 3600 * 1000

export interface CalendarRegistration {
  registrationId: string
  attendeeName: string
  guests: number
}

/**
 * The calendar entry of one registration, field for field the one the confirmation e-mail attaches
 * (supabase/functions/_shared/mail/templates/registration-confirmation.ts): UID `<id>@registrations`,
 * UTC start and end (or two hours), title, location, the event page's URL and who is registered.
 * From a Spanish page the description is in Spanish and the URL is the event's Spanish page.
 */
export function eventCalendarAttributes(event: Event, registration: CalendarRegistration, origin: string, locale: Locale = 'en'): EventAttributes {
  const start = Date.parse(event.eventDate)
  const end = event.endDate ? Date.parse(event.endDate) : start + DEFAULT_DURATION_MS
  const { registrationId, attendeeName, guests } = registration
  return {
    uid: `${registrationId}@registrations`,
    title: event.title,
    location: event.location,
    url: `${origin}${pathIn(locale, `/events/${event.slug}`)}`,
    description: DESCRIPTION[locale](attendeeName, guests),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
  }
}

/** One date a visitor registered for: the event and their registration for it. */
export interface CalendarEntry {
  event: Event
  registration: CalendarRegistration
}

/**
 * Builds the .ics text with one VEVENT per entry (a series registration's dates, as its e-mail's
 * attachment holds them); `ics` is loaded only when a visitor asks for the file.
 */
export async function buildCalendarIcs(entries: readonly CalendarEntry[], origin: string, locale: Locale = 'en'): Promise<string> {
  const { createEvents } = await import('ics')
  const { error, value } = createEvents(entries.map(({ event, registration }) => eventCalendarAttributes(event, registration, origin, locale)))
  if (error || !value) throw error ?? new Error('Could not create the calendar file')
  return value
}

/** The .ics of one registration. */
export const buildEventIcs = (event: Event, registration: CalendarRegistration, origin: string, locale: Locale = 'en'): Promise<string> =>
  buildCalendarIcs([{ event, registration }], origin, locale)
