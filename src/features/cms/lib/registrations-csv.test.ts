import { describe, expect, it } from 'vitest'
import { registrationsCsv } from './registrations-csv'

describe('registrations CSV', () => {
  it('has one row per registration with contact, party, accommodations, requests and attendance, safely quoted', () => {
    const csv = registrationsCsv([
      {
        id: '1',
        attendeeName: 'Ana "Annie" Lopez',
        attendeeEmail: 'ana@example.org',
        attendeePhone: '2015550123',
        numberOfGuests: 2,
        accommodations: 'Wheelchair seating, quiet room',
        specialRequests: '=HYPERLINK("x")',
        status: 'confirmed',
        createdAt: '2027-01-02T03:04:05.000Z',
        checkedInAt: '2027-02-01T15:01:00.000Z',
      },
      {
        id: '2',
        attendeeName: 'Sam',
        attendeeEmail: 'sam@example.org',
        attendeePhone: null,
        numberOfGuests: 0,
        accommodations: null,
        specialRequests: null,
        status: 'cancelled',
        createdAt: '2027-01-03T00:00:00.000Z',
        checkedInAt: null,
      },
    ])
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Name,Email,Phone,Guests,Party size,Accommodations,Special requests,Status,Registered,Checked in,Checked in at')
    expect(lines[1]).toBe(
      '"Ana ""Annie"" Lopez",ana@example.org,2015550123,2,3,"Wheelchair seating, quiet room","\'=HYPERLINK(""x"")",confirmed,2027-01-02T03:04:05.000Z,Yes,2027-02-01T15:01:00.000Z',
    )
    expect(lines[2]).toBe('Sam,sam@example.org,,0,1,,,cancelled,2027-01-03T00:00:00.000Z,No,')
  })
})
