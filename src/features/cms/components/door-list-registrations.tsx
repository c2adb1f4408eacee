import { useState } from 'react'
import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Switch } from '@chakra-ui/react/switch'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import type { RegistrationRow } from '@contract/admin-content.ts'
import { notify } from '@/components/ui/toaster'
import { formatTime } from '@/lib/format/date'
import { errorMessage } from '@/lib/http'
import { useCheckIn, useStaffCancel } from '../api/door-list'
import { partySize } from '../lib/door-list'
import { ScrollableTable } from './scrollable-table'

const orDash = (s: string | null) => (s && s.trim() ? s : '—')

/** The registered families at the door: check-in switch, party, phone, needs, and cancellation. */
export function DoorListRegistrations({ eventId, rows }: { eventId: string; rows: readonly RegistrationRow[] }) {
  const checkIn = useCheckIn(eventId)
  const cancel = useStaffCancel(eventId)
  const [confirming, setConfirming] = useState<string | null>(null)

  const onCheckIn = (r: RegistrationRow, checkedIn: boolean) =>
    checkIn.mutate(
      { registrationId: r.id, checkedIn },
      { onError: (error) => notify.error('Error', errorMessage(error, 'Failed to update check-in.')) },
    )
  const onCancel = (r: RegistrationRow) =>
    cancel.mutate(r.id, {
      onSuccess: (answer) => {
        setConfirming(null)
        notify.success('Registration Cancelled', answer.message)
      },
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to cancel the registration.')),
    })

  return (
    <ScrollableTable label="Registered families">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Checked in</Table.ColumnHeader>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Party</Table.ColumnHeader>
          <Table.ColumnHeader>Phone</Table.ColumnHeader>
          <Table.ColumnHeader>Accommodations</Table.ColumnHeader>
          <Table.ColumnHeader>Special requests</Table.ColumnHeader>
          <Table.ColumnHeader data-print-hide>Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.id}>
            <Table.Cell>
              <Switch.Root
                data-print-hide
                checked={!!r.checkedInAt}
                disabled={checkIn.isPending && checkIn.variables?.registrationId === r.id}
                onCheckedChange={(e) => onCheckIn(r, e.checked)}
                colorPalette="green"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                {/* the input is named by this label: who, then what it shows (arrival time or No) */}
                <Switch.Label fontSize="sm">
                  <Text as="span" srOnly>Checked in: {r.attendeeName}, </Text>
                  {r.checkedInAt ? formatTime(r.checkedInAt) : 'No'}
                </Switch.Label>
              </Switch.Root>
              <Text as="span" data-print-only display="none" fontSize="lg">
                {r.checkedInAt ? '☑' : '☐'}
              </Text>
            </Table.Cell>
            <Table.Cell fontWeight="medium">{r.attendeeName}</Table.Cell>
            <Table.Cell>{partySize(r)}</Table.Cell>
            <Table.Cell>{orDash(r.attendeePhone)}</Table.Cell>
            <Table.Cell>{orDash(r.accommodations)}</Table.Cell>
            <Table.Cell>{orDash(r.specialRequests)}</Table.Cell>
            <Table.Cell data-print-hide>
              {confirming === r.id ? (
                <HStack gap="2">
                  <Button size="xs" colorPalette="red" loading={cancel.isPending} onClick={() => onCancel(r)}
                    aria-label={`Confirm: cancel the registration of ${r.attendeeName}`}>
                    Confirm cancel
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => setConfirming(null)}>Keep</Button>
                </HStack>
              ) : (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(r.id)}
                  aria-label={`Cancel registration: ${r.attendeeName}`}>
                  Cancel registration
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollableTable>
  )
}
