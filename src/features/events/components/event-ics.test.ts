import { describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { buildEventIcs } from './event-ics'

const event: Event = {
  id: 'e1', slug: 'family-fun-day', title: 'Family Fun Day', description: 'Games, food and friends.',
  location: '615 West Mt. Pleasant Ave, Livingston, NJ', eventDate: '2026-12-12T15:00:00.000Z', endDate: null,
  registrationDeadline: null, maxCapacity: 40, status: 'upcoming', registrationOpen: true, seatsLeft: 30,
}

describe('buildEventIcs', () => {
  it('describes the event in UTC with a two-hour default, the location and a stable UID', async () => {
    const ics = await buildEventIcs(event, 'r-123', 'https://example.org')
    const unfolded = ics.replace(/\r\n[ \t]/g, '')
    expect(unfolded).toContain('BEGIN:VEVENT')
    expect(unfolded).toContain('SUMMARY:Family Fun Day')
    expect(unfolded).toContain('DTSTART:20261212T150000Z')
    expect(unfolded).toMatch(/DURATION:PT2H|DTEND:20261212T170000Z/)
    expect(unfolded).toContain('LOCATION:615 West Mt. Pleasant Ave\\, Livingston\\, NJ')
    expect(unfolded).toContain('UID:registration-r-123@example.org')
    expect(unfolded).toContain('URL:https://example.org/events/family-fun-day')
  })

  it('uses the end time when the event has one', async () => {
    const ics = await buildEventIcs({ ...event, endDate: '2026-12-12T18:30:00.000Z' }, 'r-1', 'https://example.org')
    expect(ics).toContain('DTEND:20261212T183000Z')
  })
})
