import type { Event, EventSeries, LocationFeatureSpecification, Place, WithContext } from 'schema-dts'
import type { Event as SiteEvent } from '@contract/events.ts'
import type { SiteSettings } from '@contract/site-content.ts'
import { fullAddress } from '@/lib/site-content'
import { orgDateTime } from './date-time'
import { imageProperty } from './image'
import { organizationRef } from './organization'
import type { Locale } from '@/i18n/locale'
import { contentLanguage } from '@/i18n/content-language'
import { pageUrl } from './language'

/**
 * Where the event takes place: the location as the admin wrote it, and, when that is the main
 * office's address, the office's postal address in parts.
 */
export function place(location: string, office: SiteSettings['address'], profile: SiteEvent['sensoryProfile']): Place {
  const atOffice = location.trim() === fullAddress(office)
  const amenities = amenityFeatures(profile)
  return {
    '@type': 'Place',
    name: location,
    ...(amenities.length > 0 ? { amenityFeature: amenities } : {}),
    address: atOffice
      ? {
          '@type': 'PostalAddress',
          streetAddress: office.street,
          addressLocality: office.city,
          addressRegion: office.state,
          postalCode: office.zip,
          addressCountry: 'US',
        }
      : location,
  }
}

/**
 * The place's features a visitor can rely on (issue 61), as schema.org's amenityFeature of a Place:
 * each a LocationFeatureSpecification, named in English as schema.org's examples are. schema.org's
 * accessibilityFeature belongs to creative works (its vocabulary describes content, not a
 * building), so an event says nothing with it; interpretation and the sensory levels have no term.
 */
const AMENITY_NAMES = {
  'step-free': 'Step-free access',
  'accessible-toilet': 'Accessible toilet',
  'sensory-kits': 'Sensory kits',
} as const

function amenityFeatures(profile: SiteEvent['sensoryProfile']): LocationFeatureSpecification[] {
  if (!profile) return []
  const feature = (name: string, value: boolean): LocationFeatureSpecification => ({ '@type': 'LocationFeatureSpecification', name, value })
  const quiet = profile.quietSpace === null ? [] : [feature('Quiet room', profile.quietSpace)]
  const listed = (Object.keys(AMENITY_NAMES) as (keyof typeof AMENITY_NAMES)[])
    .filter((key) => profile.access.includes(key)).map((key) => feature(AMENITY_NAMES[key], true))
  return [...quiet, ...listed]
}

/**
 * A published event (schema.org Event): free, in person, registration on its own page. Every
 * event, past ones included, is scheduled unless staff cancelled it. A date of a series names
 * its series as superEvent (issue 61).
 * `office`: the organisation's address (site settings); `locale`: the page's language.
 */
export function eventJsonLd(origin: string, event: SiteEvent, office: SiteSettings['address'], locale: Locale = 'en'): WithContext<Event> {
  const url = pageUrl(origin, locale, `/events/${encodeURIComponent(event.slug)}`)
  const soldOut = event.seatsLeft === 0
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    inLanguage: contentLanguage(event, locale),
    url,
    ...imageProperty(origin, event.featuredImage),
    startDate: orgDateTime(event.eventDate),
    ...(event.endDate ? { endDate: orgDateTime(event.endDate) } : {}),
    eventStatus: event.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(event.location, office, event.sensoryProfile),
    organizer: organizationRef(origin),
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability: soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: `${url}/register`,
    },
    ...(event.seatsLeft !== null ? { remainingAttendeeCapacity: event.seatsLeft } : {}),
    ...(event.series ? { superEvent: seriesRef(origin, event.series, locale) } : {}),
  }
}

/** The series a date belongs to, by its page's address (its @id on the series page). */
export const seriesUrl = (origin: string, slug: string, locale: Locale) => pageUrl(origin, locale, `/events/series/${encodeURIComponent(slug)}`)

function seriesRef(origin: string, series: NonNullable<SiteEvent['series']>, locale: Locale): EventSeries {
  const url = seriesUrl(origin, series.slug, locale)
  return { '@type': 'EventSeries', '@id': url, name: series.title, url }
}
