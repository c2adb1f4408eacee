import { Badge } from '@chakra-ui/react/badge'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import type { AdminDonation, DonationSort } from '@contract/admin-donations.ts'
import { formatDollars } from '@contract/donation-rules.ts'
import { donationSortDirection, KIND_LABELS, STATUS_LABELS } from '../lib/donation-filters'
import { formatAdminDate } from '../lib/format-date'
import { SortHeader } from './sort-header'
import { ViewCell } from './view-cell'

const STATUS_PALETTE = { pending: 'gray', succeeded: 'green', failed: 'red', refunded: 'orange', canceled: 'gray' } as const

export function DonationStatusBadge({ status }: { status: AdminDonation['status'] }) {
  return <Badge colorPalette={STATUS_PALETTE[status]} variant="outline">{STATUS_LABELS[status]}</Badge>
}

interface Props {
  donations: readonly AdminDonation[]
  sort: DonationSort
  onSort: (column: 'date' | 'amount') => void
  onOpen: (id: string) => void
}

/** Date, donor, amount, kind and status; header clicks sort by date or amount; View opens the details. */
export function DonationsTable({ donations, sort, onSort, onOpen }: Props) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Donations">
        <Table.Header>
          <Table.Row>
            <SortHeader label="Date" direction={donationSortDirection(sort, 'date')} onSort={() => onSort('date')} />
            <Table.ColumnHeader>Donor</Table.ColumnHeader>
            <SortHeader label="Amount" direction={donationSortDirection(sort, 'amount')} onSort={() => onSort('amount')} />
            <Table.ColumnHeader>Kind</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {donations.map((d) => (
            <Table.Row key={d.id} data-testid="donation-row">
              <Table.Cell whiteSpace="nowrap">{formatAdminDate(d.createdAt)}</Table.Cell>
              <Table.Cell>
                <Text fontWeight="semibold">{d.donorName ?? 'Anonymous'}</Text>
                <Text fontSize="sm">{d.donorEmail}</Text>
              </Table.Cell>
              <Table.Cell>
                {formatDollars(d.amountCents)}
                {d.feeCents > 0 && <Text fontSize="xs" color="gray.700">incl. {formatDollars(d.feeCents)} fee</Text>}
              </Table.Cell>
              <Table.Cell>{KIND_LABELS[d.kind]}</Table.Cell>
              <Table.Cell><DonationStatusBadge status={d.status} /></Table.Cell>
              <ViewCell label={`View donation from ${d.donorName ?? d.donorEmail}`} onOpen={() => onOpen(d.id)} />
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
