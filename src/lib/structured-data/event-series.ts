import type { EventSeries, WithContext } from 'schema-dts'
import type { PublicSeries } from '@contract/series.ts'
import type { SiteSettings } from '@contract/site-content.ts'
import type { Locale } from '@/i18n/locale'
import { contentLanguage } from '@/i18n/content-language'
import { orgDateTime } from './date-time'
import { eventJsonLd, place, seriesUrl } from './event'
import { organizationRef } from './organization'

/**
 * A series' page (issue 61): schema.org's EventSeries, its upcoming dates as subEvent, each the
 * Event its own page describes (cancelled ones marked so) with its series as superEvent. The
 * series' own @id is its page's address, which each date's superEvent names.
 */
export function eventSeriesJsonLd(origin: string, series: PublicSeries, office: SiteSettings['address'], locale: Locale = 'en'): WithContext<EventSeries> {
  const url = seriesUrl(origin, series.slug, locale)
  const next = series.upcoming.find((date) => !date.cancelled)
  const ref = { slug: series.slug, title: series.title, rrule: series.rrule }
  const subEvents = series.upcoming.map((date) => {
    const { '@context': _context, ...event } = eventJsonLd(origin, { ...date, series: ref }, office, locale)
    return event
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'EventSeries',
    '@id': url,
    name: series.title,
    description: series.description,
    inLanguage: contentLanguage(series, locale),
    url,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(series.location, office, next?.sensoryProfile),
    organizer: organizationRef(origin),
    isAccessibleForFree: true,
    ...(series.upcoming[0] ? { startDate: orgDateTime(series.upcoming[0].eventDate), subEvent: subEvents } : {}),
  }
}
