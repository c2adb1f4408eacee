import { describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { buildCalendarIcs, buildEventIcs } from './event-ics'

const event: Event = {
  id: 'e1', slug: 'family-fun-day', title: 'Family Fun Day', description: 'Games, food and friends.',
  location: '615 West Mt. Pleasant Ave, Livingston, NJ', eventDate: '2026-12-12T15:00:00.000Z', endDate: null,
  registrationDeadline: null, maxCapacity: 40, status: 'upcoming', registrationOpen: true, waitlistOpen: false, seatsLeft: 30,
}
const registration = { registrationId: 'r-123', attendeeName: 'Jamie Rivera', guests: 2 }
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')

describe('buildEventIcs', () => {
  it('describes the event in UTC with a two-hour default, the location, who is coming and the e-mail UID', async () => {
    const ics = unfold(await buildEventIcs(event, registration, 'https://example.org'))
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain('SUMMARY:Family Fun Day')
    expect(ics).toContain('DTSTART:20261212T150000Z')
    expect(ics).toContain('DTEND:20261212T170000Z')
    expect(ics).toContain('LOCATION:615 West Mt. Pleasant Ave\\, Livingston\\, NJ')
    expect(ics).toContain('DESCRIPTION:Registration for Jamie Rivera + 2 guest(s)')
    expect(ics).toContain('UID:r-123@registrations')
    expect(ics).toContain('URL:https://example.org/events/family-fun-day')
  })

  it('uses the end time when the event has one', async () => {
    const ics = await buildEventIcs({ ...event, endDate: '2026-12-12T18:30:00.000Z' }, registration, 'https://example.org')
    expect(ics).toContain('DTEND:20261212T183000Z')
  })
})

describe('buildEventIcs from a Spanish page', () => {
  it('describes who is registered in Spanish and links the Spanish event page', async () => {
    const ics = unfold(await buildEventIcs(event, { ...registration, guests: 1 }, 'https://example.org', 'es'))
    expect(ics).toContain('DESCRIPTION:Inscripción de Jamie Rivera + 1 invitado')
    expect(ics).toContain('URL:https://example.org/es/events/family-fun-day')
    expect(ics).toContain('SUMMARY:Family Fun Day')
  })
})

describe('buildCalendarIcs', () => {
  it("holds one entry per date registered, each with its registration's UID and its own page", async () => {
    const second = { ...event, id: 'e2', slug: 'family-fun-day-2', eventDate: '2027-01-09T15:00:00.000Z' }
    const ics = unfold(await buildCalendarIcs([
      { event, registration },
      { event: second, registration: { ...registration, registrationId: 'r-456' } },
    ], 'https://example.org'))
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1)
    expect(ics).toContain('UID:r-123@registrations')
    expect(ics).toContain('UID:r-456@registrations')
    expect(ics).toContain('DTSTART:20270109T150000Z')
    expect(ics).toContain('URL:https://example.org/events/family-fun-day-2')
  })
})
