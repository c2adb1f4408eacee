import type { Event, Place, WithContext } from 'schema-dts'
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
function place(location: string, office: SiteSettings['address']): Place {
  const atOffice = location.trim() === fullAddress(office)
  return {
    '@type': 'Place',
    name: location,
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
 * A published event (schema.org Event): free, in person, registration on its own page. The
 * model has no cancellation, so every event, past ones included, is scheduled.
 */
/** `office`: the organisation's address (site settings); `locale`: the page's language. */
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
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(event.location, office),
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
  }
}
