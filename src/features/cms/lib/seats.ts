import type { AdminEvent } from '@contract/admin-content.ts'

/** '12 taken, 28 left of 40' or '12 taken (no limit)'; seats count attendees plus guests. */
export function seatsSummary(event: Pick<AdminEvent, 'seatsTaken' | 'seatsLeft' | 'maxCapacity'>): string {
  if (event.maxCapacity === null || event.seatsLeft === null) return `${event.seatsTaken} taken (no limit)`
  return `${event.seatsTaken} taken, ${event.seatsLeft} left of ${event.maxCapacity}`
}
