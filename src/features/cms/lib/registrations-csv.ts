import type { RegistrationRow } from '@contract/admin-content.ts'
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv'
import { recordExport } from '@/lib/record-export'

const COLUMNS: CsvColumn<RegistrationRow>[] = [
  { header: 'Name', value: (r) => r.attendeeName },
  { header: 'Email', value: (r) => r.attendeeEmail },
  { header: 'Phone', value: (r) => r.attendeePhone },
  { header: 'Guests', value: (r) => r.numberOfGuests },
  { header: 'Party size', value: (r) => 1 + r.numberOfGuests },
  { header: 'Accommodations', value: (r) => r.accommodations },
  { header: 'Special requests', value: (r) => r.specialRequests },
  { header: 'Status', value: (r) => r.status },
  { header: 'Registered', value: (r) => r.createdAt },
  { header: 'Checked in', value: (r) => (r.checkedInAt ? 'Yes' : 'No') },
  { header: 'Checked in at', value: (r) => r.checkedInAt },
]

export const registrationsCsv = (rows: readonly RegistrationRow[]) => toCsv(rows, COLUMNS)

/** Downloads an event's registrations with their attendance as `registrations-{slug}.csv`. */
export function exportRegistrations(slug: string, rows: readonly RegistrationRow[]) {
  void recordExport('registrations', rows.length)
  downloadCsv(`registrations-${slug}.csv`, registrationsCsv(rows))
}
