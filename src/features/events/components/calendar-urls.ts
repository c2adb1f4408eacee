import type { Event } from '@contract/events.ts'
import { feedPath } from '@contract/feeds.ts'
import type { Locale } from '@/i18n/locale'
import { site } from '@/content/site'

/** Events without an end time go into calendars as two hours long (as the .ics files). */
const DEFAULT_DURATION_MS = 2 * 3600 * 1000

const endOf = (event: Event) => (event.endDate ? new Date(event.endDate) : new Date(Date.parse(event.eventDate) + DEFAULT_DURATION_MS))
/** 2027-07-15T14:00:00.000Z → 20270715T140000Z (RFC 5545's UTC form). */
const basicUtc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/**
 * Google Calendar's event template: action=TEMPLATE, text, dates as UTC start/end, details,
 * location, shown on New Jersey's clock (ctz).
 */
export function googleCalendarUrl(event: Event, pageUrl: string): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(new Date(event.eventDate))}/${basicUtc(endOf(event))}`,
    details: pageUrl,
    location: event.location,
    ctz: site.timeZone,
  })
  return `https://calendar.google.com/calendar/render?${query}`
}

/** Outlook on the web's compose deep link: rru=addevent with subject, startdt/enddt (ISO 8601, UTC), body and location. */
export function outlookCalendarUrl(event: Event, pageUrl: string): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.eventDate).toISOString(),
    enddt: endOf(event).toISOString(),
    body: pageUrl,
    location: event.location,
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`
}

/** The events calendar as a subscription (webcal:, which calendar apps open) on the site's origin. */
export const calendarSubscriptionUrl = (origin: string, locale: Locale) =>
  `${origin.replace(/^https?:/, 'webcal:')}${feedPath('calendar', locale)}`
