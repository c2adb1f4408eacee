import { describe, expect, it } from 'vitest'
import { registrationsCsv } from './registrations-csv'

describe('registrations CSV', () => {
  it('has one row per registration with names, e-mails, phone, guests, accommodations and requests, safely quoted', () => {
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
      },
      {
        id: '2',
        attendeeName: 'Sam',
        attendeeEmail: 'sam@example.org',
        attendeePhone: null,
        numberOfGuests: 0,
        accommodations: null,
        specialRequests: null,
        status: 'confirmed',
        createdAt: '2027-01-03T00:00:00.000Z',
      },
    ])
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Name,Email,Phone,Guests,Accommodations,Special requests,Status,Registered')
    expect(lines[1]).toBe(
      '"Ana ""Annie"" Lopez",ana@example.org,2015550123,2,"Wheelchair seating, quiet room","\'=HYPERLINK(""x"")",confirmed,2027-01-02T03:04:05.000Z',
    )
    expect(lines[2]).toBe('Sam,sam@example.org,,0,,,confirmed,2027-01-03T00:00:00.000Z')
  })
})
