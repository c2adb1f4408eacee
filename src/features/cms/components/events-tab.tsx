import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import type { AdminEvent } from '@contract/admin-content.ts'
import { formatDate, formatTime } from '@/lib/format/date'
import { adminEvents } from '../api/admin-events'
import { seatsSummary } from '../lib/seats'
import { ContentPanel } from './content-panel'
import { EventForm } from './event-form'
import { RegistrationsDialog } from './registrations-dialog'

/** Events tab: every event with seats taken and left, its registrations, create/edit/publish. */
export function EventsTab() {
  const query = useQuery(adminEvents.listQueryOptions())
  const setPublished = adminEvents.useSetPublished()
  const [showing, setShowing] = useState<AdminEvent | null>(null)
  return (
    <>
      <ContentPanel
        heading="Events"
        newLabel="New Event"
        emptyText="No events yet. Schedule the first one with New Event."
        query={query}
        setPublished={setPublished}
        columns={[
          {
            header: 'When',
            cell: (e) => (
              <>
                {formatDate(e.eventDate)}, {formatTime(e.eventDate)}{' '}
                <Badge colorPalette={e.status === 'upcoming' ? 'blue' : 'gray'} size="sm">
                  {e.status === 'upcoming' ? 'Upcoming' : 'Past'}
                </Badge>
              </>
            ),
          },
          { header: 'Seats', cell: seatsSummary },
        ]}
        rowActions={(e) => (
          <Button size="sm" variant="outline" onClick={() => setShowing(e)} aria-label={`Registrations for ${e.title}`}>
            Registrations ({e.registrationCount})
          </Button>
        )}
        renderForm={(event, close) => <EventForm event={event} onClose={close} />}
      />
      <RegistrationsDialog event={showing} onClose={() => setShowing(null)} />
    </>
  )
}
