import { expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { eventJsonLd } from './event'

const origin = 'https://www.example.org'
const office = { street: '615 West Mt. Pleasant Ave Suite 8', city: 'Livingston', state: 'NJ', zip: '07039' }
const winter: Event = {
  id: 'e1',
  slug: 'holiday-party',
  title: 'Holiday Party',
  description: 'Music and food.',
  location: '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039',
  eventDate: '2026-12-05T15:30:00.000Z',
  endDate: '2026-12-05T18:00:00.000Z',
  registrationDeadline: null,
  maxCapacity: 40,
  status: 'upcoming',
  registrationOpen: true,
  waitlistOpen: false,
  seatsLeft: 12,
}

it('describes a free, in-person event at the office, in New Jersey winter time', () => {
  expect(eventJsonLd(origin, winter, office)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Holiday Party',
    description: 'Music and food.',
    inLanguage: 'en',
    url: 'https://www.example.org/events/holiday-party',
    startDate: '2026-12-05T10:30:00-05:00',
    endDate: '2026-12-05T13:00:00-05:00',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '615 West Mt. Pleasant Ave Suite 8',
        addressLocality: 'Livingston',
        addressRegion: 'NJ',
        postalCode: '07039',
        addressCountry: 'US',
      },
    },
    organizer: { '@type': 'NGO', '@id': 'https://www.example.org/#organization', name: 'Bright Path Support Services', url: 'https://www.example.org/' },
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://www.example.org/events/holiday-party/register',
    },
    remainingAttendeeCapacity: 12,
  })
})

it('writes a summer event with -04:00 and an elsewhere location as written', () => {
  const data = eventJsonLd(origin, {
    ...winter, slug: 'walk', location: 'Riverfront Park, Bayonne, NJ',
    eventDate: '2026-07-11T13:00:00Z', endDate: null, seatsLeft: null, maxCapacity: null, status: 'past',
  }, office)
  expect(data.startDate).toBe('2026-07-11T09:00:00-04:00')
  expect(data).not.toHaveProperty('endDate')
  expect(data).not.toHaveProperty('remainingAttendeeCapacity')
  expect(data.location).toEqual({ '@type': 'Place', name: 'Riverfront Park, Bayonne, NJ', address: 'Riverfront Park, Bayonne, NJ' })
  // Past events stay scheduled: they happened as planned.
  expect(data.eventStatus).toBe('https://schema.org/EventScheduled')
})

it('offers a full event as sold out, with no seats remaining', () => {
  const data = eventJsonLd(origin, { ...winter, seatsLeft: 0 }, office)
  expect(data.offers).toMatchObject({ availability: 'https://schema.org/SoldOut', price: 0 })
  expect(data.remainingAttendeeCapacity).toBe(0)
})

it('gives an event with a featured image its widest file and its social crop as image; none without one', () => {
  const featuredImage = {
    alt: '', width: 960, height: 640,
    files: [{ url: '/media/p-480.webp', width: 480, height: 320 }, { url: '/media/p-960.webp', width: 960, height: 640 }],
    social: null,
  }
  const px = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' })
  // a decorative image has no alt text to describe it; without a social crop, the widest file alone
  expect(eventJsonLd(origin, { ...winter, featuredImage }, office).image).toEqual([
    { '@type': 'ImageObject', url: 'https://www.example.org/media/p-960.webp', width: px(960), height: px(640) },
  ])
  expect(eventJsonLd(origin, winter, office)).not.toHaveProperty('image')
})

it('on a Spanish page: the /es/ address and its registration, in the language of the content shown', () => {
  const spanish = eventJsonLd(origin, { ...winter, title: 'Fiesta de fin de año', lang: 'es' } as Event, office, 'es')
  expect(spanish).toMatchObject({
    name: 'Fiesta de fin de año',
    inLanguage: 'es',
    url: 'https://www.example.org/es/events/holiday-party',
    offers: { url: 'https://www.example.org/es/events/holiday-party/register' },
    organizer: { '@id': 'https://www.example.org/#organization' },
  })
  expect(eventJsonLd(origin, { ...winter, lang: 'en' } as Event, office, 'es').inLanguage).toBe('en')
})

it('gives the place its quiet room and access features as amenityFeature, and nothing for what schema.org has no term for', () => {
  const sensoryProfile = {
    noise: 'low' as const, lighting: 'low' as const, crowd: null, quietSpace: true, quietSpaceWhere: 'Room 2', seating: null, food: null,
    steps: [], access: ['asl-interpretation' as const, 'sensory-kits' as const, 'step-free' as const],
  }
  const feature = (name: string, value: boolean) => ({ '@type': 'LocationFeatureSpecification', name, value })
  const data = eventJsonLd(origin, { ...winter, location: 'Bayonne Community Center', sensoryProfile }, office)
  expect(data.location).toEqual({
    '@type': 'Place', name: 'Bayonne Community Center', address: 'Bayonne Community Center',
    amenityFeature: [feature('Quiet room', true), feature('Step-free access', true), feature('Sensory kits', true)],
  })
  expect(data).not.toHaveProperty('accessibilityFeature')
  const noQuietRoom = eventJsonLd(origin, { ...winter, sensoryProfile: { ...sensoryProfile, quietSpace: false, access: [] } }, office)
  expect((noQuietRoom.location as { amenityFeature: unknown }).amenityFeature).toEqual([feature('Quiet room', false)])
  expect(eventJsonLd(origin, { ...winter, sensoryProfile: null }, office).location).not.toHaveProperty('amenityFeature')
})
