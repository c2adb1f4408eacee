import { useQuery } from '@tanstack/react-query'
import { Button, CloseButton } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { Text } from '@chakra-ui/react/text'
import type { AdminEvent } from '@contract/admin-content.ts'
import { errorMessage } from '@/lib/http'
import { eventRegistrationsQueryOptions } from '../api/admin-events'
import { exportRegistrations } from '../lib/registrations-csv'
import { RegistrationsTable } from './registrations-table'
import { seatsSummary } from '../lib/seats'

/** One event's registrations (with accommodations) and their CSV export. */
export function RegistrationsDialog({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const query = useQuery({ ...eventRegistrationsQueryOptions(event?.id ?? ''), enabled: !!event })
  return (
    <Dialog.Root open={!!event} onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {event && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                  <Dialog.Title>Registrations: {event.title}</Dialog.Title>
                  <Dialog.Description>{seatsSummary(event)}</Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  {query.isPending ? (
                    <Text role="status">Loading registrations...</Text>
                  ) : query.isError ? (
                    <Text role="alert" color="red.700">
                      {errorMessage(query.error, 'Failed to load registrations.')}
                    </Text>
                  ) : query.data.length === 0 ? (
                    <Text>No registrations yet.</Text>
                  ) : (
                    <RegistrationsTable rows={query.data} />
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Button
                    colorPalette="brand"
                    disabled={!query.data?.length}
                    onClick={() => query.data && exportRegistrations(event.slug, query.data)}
                  >
                    Export CSV
                  </Button>
                  <Button variant="outline" onClick={onClose}>
                    Close
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close registrations" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
