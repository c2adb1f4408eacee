import { expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import type { PublicSeries } from '@contract/series.ts'
import { eventJsonLd } from './event'
import { eventSeriesJsonLd } from './event-series'

const origin = 'https://www.example.org'
const office = { street: '615 West Mt. Pleasant Ave Suite 8', city: 'Livingston', state: 'NJ', zip: '07039' }
const ref = { slug: 'movie-morning', title: 'Movie Morning', rrule: 'RRULE:FREQ=MONTHLY;BYDAY=2SA' }
const date = (id: string, eventDate: string, more: Partial<Event> = {}): Event => ({
  id, slug: `movie-morning-${eventDate.slice(0, 10)}`, title: 'Movie Morning', description: 'A relaxed film.', location: 'Bayonne Cinema',
  eventDate, endDate: null, registrationDeadline: null, maxCapacity: 20, status: 'upcoming', registrationOpen: true, waitlistOpen: false,
  seatsLeft: 8, series: ref, ...more,
})
const series: PublicSeries = {
  slug: 'movie-morning', title: 'Movie Morning', description: 'A film with the lights up.', location: 'Bayonne Cinema',
  rrule: ref.rrule, schedule: 'Every month on the second Saturday, 10:00 AM',
  upcoming: [date('d1', '2027-01-09T15:00:00.000Z'), date('d2', '2027-04-10T14:00:00.000Z', { cancelled: true })],
}
const seriesRef = { '@type': 'EventSeries', '@id': 'https://www.example.org/events/series/movie-morning', name: 'Movie Morning', url: 'https://www.example.org/events/series/movie-morning' }

it('describes a series as an EventSeries with its upcoming dates as subEvent, a cancelled one marked so', () => {
  const data = eventSeriesJsonLd(origin, series, office)
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'EventSeries',
    '@id': 'https://www.example.org/events/series/movie-morning',
    name: 'Movie Morning',
    url: 'https://www.example.org/events/series/movie-morning',
    inLanguage: 'en',
    startDate: '2027-01-09T10:00:00-05:00',
    location: { '@type': 'Place', name: 'Bayonne Cinema' },
    organizer: { '@id': 'https://www.example.org/#organization' },
  })
  const subEvents = data.subEvent as readonly Record<string, unknown>[]
  expect(subEvents).toHaveLength(2)
  expect(subEvents[0]).toMatchObject({
    '@type': 'Event', url: 'https://www.example.org/events/movie-morning-2027-01-09', startDate: '2027-01-09T10:00:00-05:00',
    eventStatus: 'https://schema.org/EventScheduled', superEvent: seriesRef,
  })
  // the same 10 AM in New Jersey after daylight saving time began (March 14, 2027)
  expect(subEvents[1]).toMatchObject({ startDate: '2027-04-10T10:00:00-04:00', eventStatus: 'https://schema.org/EventCancelled' })
  // a part of the series' block, not a document of its own
  expect(subEvents[0]).not.toHaveProperty('@context')
})

it('has no subEvent or start when no date is upcoming, and speaks of the Spanish page on /es/', () => {
  const none = eventSeriesJsonLd(origin, { ...series, upcoming: [] }, office)
  expect(none).not.toHaveProperty('subEvent')
  expect(none).not.toHaveProperty('startDate')
  const spanish = eventSeriesJsonLd(origin, series, office, 'es')
  expect(spanish).toMatchObject({ url: 'https://www.example.org/es/events/series/movie-morning', inLanguage: 'es' })
  expect((spanish.subEvent as readonly Record<string, unknown>[])[0]).toMatchObject({
    url: 'https://www.example.org/es/events/movie-morning-2027-01-09',
    superEvent: { '@id': 'https://www.example.org/es/events/series/movie-morning' },
  })
})

it("gives a date's own page its series as superEvent, and an event of no series none", () => {
  expect(eventJsonLd(origin, series.upcoming[0]!, office).superEvent).toEqual(seriesRef)
  expect(eventJsonLd(origin, { ...series.upcoming[0]!, series: null }, office)).not.toHaveProperty('superEvent')
  expect(eventJsonLd(origin, { ...series.upcoming[0]!, series: undefined }, office)).not.toHaveProperty('superEvent')
})
