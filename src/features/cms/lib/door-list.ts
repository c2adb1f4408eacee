import type { AdminEvent, RegistrationRow } from '@contract/admin-content.ts'

/** Seats one registration takes: the attendee and their guests. */
export const partySize = (r: { numberOfGuests: number }) => 1 + r.numberOfGuests

/** Registrations whose name, e-mail, phone, accommodations or requests contain the search (any case). */
export function searchRegistrations<T extends RegistrationRow>(rows: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...rows]
  return rows.filter((r) =>
    [r.attendeeName, r.attendeeEmail, r.attendeePhone, r.accommodations, r.specialRequests]
      .some((field) => field?.toLowerCase().includes(needle)),
  )
}

export interface DoorCounts {
  families: number
  seatsTaken: number
  checkedInFamilies: number
  checkedInSeats: number
}

/** Counts over the confirmed registrations. */
export function doorCounts(confirmed: readonly RegistrationRow[]): DoorCounts {
  const checkedIn = confirmed.filter((r) => r.checkedInAt)
  const seats = (rows: readonly RegistrationRow[]) => rows.reduce((sum, r) => sum + partySize(r), 0)
  return { families: confirmed.length, seatsTaken: seats(confirmed), checkedInFamilies: checkedIn.length, checkedInSeats: seats(checkedIn) }
}

/** '14 of 40 taken' or '14 taken (no limit)', plus seats held for waitlist offers. */
export function seatsLine(event: Pick<AdminEvent, 'maxCapacity' | 'seatsHeld'>, taken: number): string {
  const base = event.maxCapacity === null ? `${taken} taken (no limit)` : `${taken} of ${event.maxCapacity} taken`
  return event.seatsHeld > 0 ? `${base}, ${event.seatsHeld} held for waitlist offers` : base
}
