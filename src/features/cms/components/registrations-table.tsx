import { Table } from '@chakra-ui/react/table'
import { ScrollableTable } from './scrollable-table'
import type { RegistrationRow } from '@contract/admin-content.ts'
import { formatDate } from '@/lib/format/date'

const orDash = (s: string | null) => (s && s.trim() ? s : '—')

/** Who registered: contact, guests, accommodations and special requests. */
export function RegistrationsTable({ rows }: { rows: readonly RegistrationRow[] }) {
  return (
    <ScrollableTable label="Registrations">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Email</Table.ColumnHeader>
          <Table.ColumnHeader>Phone</Table.ColumnHeader>
          <Table.ColumnHeader>Guests</Table.ColumnHeader>
          <Table.ColumnHeader>Accommodations</Table.ColumnHeader>
          <Table.ColumnHeader>Special requests</Table.ColumnHeader>
          <Table.ColumnHeader>Registered</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.id}>
            <Table.Cell>
              {r.attendeeName}
              {r.status !== 'confirmed' && ` (${r.status})`}
            </Table.Cell>
            <Table.Cell>{r.attendeeEmail}</Table.Cell>
            <Table.Cell>{orDash(r.attendeePhone)}</Table.Cell>
            <Table.Cell>{r.numberOfGuests}</Table.Cell>
            <Table.Cell>{orDash(r.accommodations)}</Table.Cell>
            <Table.Cell>{orDash(r.specialRequests)}</Table.Cell>
            <Table.Cell>{formatDate(r.createdAt)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollableTable>
  )
}
