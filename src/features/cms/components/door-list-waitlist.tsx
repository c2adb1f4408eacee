import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import type { WaitlistRow } from '@contract/admin-content.ts'
import { notify } from '@/components/ui/toaster'
import { formatDate, formatTime } from '@/lib/format/date'
import { errorMessage } from '@/lib/http'
import { useOfferSeats, useRemoveFromWaitlist } from '../api/door-list'
import { partySize } from '../lib/door-list'
import { ScrollableTable } from './scrollable-table'

const orDash = (s: string | null) => (s && s.trim() ? s : '—')

function WaitlistStatus({ row }: { row: WaitlistRow }) {
  if (row.status === 'offered' && row.offerExpiresAt)
    return <Badge colorPalette="blue">Offered until {formatDate(row.offerExpiresAt)}, {formatTime(row.offerExpiresAt)}</Badge>
  if (row.status === 'expired') return <Badge colorPalette="gray">Offer expired</Badge>
  return <Badge colorPalette="orange">Waiting</Badge>
}

/** The waitlist in order: offer seats to a family (any order, or again after expiry), or remove it. */
export function DoorListWaitlist({ eventId, rows }: { eventId: string; rows: readonly WaitlistRow[] }) {
  const offer = useOfferSeats(eventId)
  const remove = useRemoveFromWaitlist(eventId)
  const done = (title: string, fallback: string) => ({
    onSuccess: (answer: { message: string }) => notify.success(title, answer.message),
    onError: (error: unknown) => notify.error('Error', errorMessage(error, fallback)),
  })
  return (
    <ScrollableTable label="Waitlist">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>#</Table.ColumnHeader>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Party</Table.ColumnHeader>
          <Table.ColumnHeader>Phone</Table.ColumnHeader>
          <Table.ColumnHeader>Accommodations</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader data-print-hide>Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((w, index) => (
          <Table.Row key={w.id}>
            <Table.Cell>{index + 1}</Table.Cell>
            <Table.Cell fontWeight="medium">{w.attendeeName}</Table.Cell>
            <Table.Cell>{partySize(w)}</Table.Cell>
            <Table.Cell>{orDash(w.attendeePhone)}</Table.Cell>
            <Table.Cell>{orDash(w.accommodations)}</Table.Cell>
            <Table.Cell><WaitlistStatus row={w} /></Table.Cell>
            <Table.Cell data-print-hide>
              <HStack gap="2">
                {w.status !== 'offered' && (
                  <Button size="xs" colorPalette="brand" loading={offer.isPending && offer.variables === w.id}
                    onClick={() => offer.mutate(w.id, done('Seats Offered', 'Failed to offer seats.'))}
                    aria-label={`Offer seats: ${w.attendeeName}`}>
                    Offer seats
                  </Button>
                )}
                <Button size="xs" variant="outline" colorPalette="red" loading={remove.isPending && remove.variables === w.id}
                  onClick={() => remove.mutate(w.id, done('Removed', 'Failed to remove the family.'))}
                  aria-label={`Remove from waitlist: ${w.attendeeName}`}>
                  Remove
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollableTable>
  )
}
