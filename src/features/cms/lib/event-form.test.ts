import { describe, expect, it } from 'vitest'
import { eventFormDefaults, eventFormSchema, isoToLocal, localToIso } from './event-form'
import { EMPTY_SENSORY_FORM } from './sensory-form'

const valid = {
  title: 'Family Picnic',
  slug: '',
  description: 'Food and games',
  location: 'Verona Park',
  eventDate: '2027-06-05T11:00',
  endDate: '',
  registrationDeadline: '2027-06-01T17:00',
  maxCapacity: '40',
  published: true,
  locationId: '',
  sensoryProfile: EMPTY_SENSORY_FORM,
}

describe('event form values', () => {
  it('turns New Jersey date-times into ISO instants and the capacity into a number', () => {
    const parsed = eventFormSchema.parse(valid)
    expect(parsed.eventDate).toBe('2027-06-05T15:00:00.000Z') // EDT, UTC-4
    expect(parsed.registrationDeadline).toBe('2027-06-01T21:00:00.000Z')
    expect(eventFormSchema.parse({ ...valid, eventDate: '2027-01-09T19:30' }).eventDate).toBe('2027-01-10T00:30:00.000Z') // EST
    expect(parsed.endDate).toBeNull()
    expect(parsed.maxCapacity).toBe(40)
    // no location chosen and nothing said about the sensory profile: neither is sent
    expect(parsed).toMatchObject({ locationId: null, sensoryProfile: null })
    const office = '0b6c3c1e-5b7a-4f55-9a43-1f0f7d1c2a10'
    const withProfile = eventFormSchema.parse({ ...valid, locationId: office, sensoryProfile: { ...EMPTY_SENSORY_FORM, noise: 'low', quietSpace: 'yes' } })
    expect(withProfile.locationId).toBe(office)
    expect(withProfile.sensoryProfile).toMatchObject({ noise: 'low', quietSpace: true, lighting: null, steps: [], access: [] })
  })

  it('treats an empty capacity as no limit and rejects a missing date or a zero capacity', () => {
    expect(eventFormSchema.parse({ ...valid, maxCapacity: ' ' }).maxCapacity).toBeNull()
    const missing = eventFormSchema.safeParse({ ...valid, eventDate: '' })
    expect(missing.error?.issues[0]).toMatchObject({ path: ['eventDate'], message: 'Event date is required' })
    const zero = eventFormSchema.safeParse({ ...valid, maxCapacity: '0' })
    expect(zero.error?.issues[0]?.message).toBe('Capacity must be at least 1')
  })

  it('round-trips an event into the form in New Jersey time', () => {
    const iso = '2027-06-05T15:00:00.000Z'
    expect(isoToLocal(iso)).toBe('2027-06-05T11:00')
    expect(localToIso(isoToLocal(iso))).toBe(iso)
    expect(isoToLocal(null)).toBe('')
    const defaults = eventFormDefaults({
      id: '1', version: 1,
      slug: 'x',
      title: 'X',
      description: 'd',
      location: 'l',
      eventDate: iso,
      endDate: null,
      registrationDeadline: null,
      maxCapacity: null,
      published: false,
      status: 'upcoming',
      seatsTaken: 0,
      seatsLeft: null,
      registrationCount: 0,
      seatsHeld: 0,
      waitlistCount: 0,
      publishAt: null,
      cancelledAt: null,
    })
    expect(defaults).toMatchObject({ eventDate: '2027-06-05T11:00', endDate: '', maxCapacity: '', locationId: '', sensoryProfile: EMPTY_SENSORY_FORM })
  })
})
