import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { formatDate, formatTime } from '@/lib/format/date'
import { adminEvents } from '../api/admin-events'
import { seatsSummary } from '../lib/seats'
import { ContentPanel } from './content-panel'
import { DoorList } from './door-list'
import { EventForm } from './event-form'
import { EventRowActions } from './event-row-actions'
import { SeriesBadge } from './series-badge'
import { SeriesForm } from './series-form'

/**
 * Events tab: every event with seats taken and left (a date of a series says which), create an
 * event or a series, edit/publish/schedule, delete or cancel, and each event's door list.
 */
export function EventsTab() {
  const query = useQuery(adminEvents.listQueryOptions())
  const setPublished = adminEvents.useSetPublished()
  const [doorListOf, setDoorListOf] = useState<string | null>(null)
  const [newSeries, setNewSeries] = useState(false)
  // back from a screen that took the list's place: focus goes to the list's heading
  const [returned, setReturned] = useState(false)
  const backToList = () => {
    setNewSeries(false)
    setReturned(true)
  }
  // the list's fresh copy, so counts follow check-ins and cancellations
  const doorListEvent = query.data?.find((e) => e.id === doorListOf)
  if (doorListEvent) return <DoorList event={doorListEvent} onBack={() => setDoorListOf(null)} />
  if (newSeries) return <SeriesForm onClose={backToList} />
  return (
    <ContentPanel
      heading="Events"
      newLabel="New Event"
      moreNew={
        <Button colorPalette="brand" variant="outline" onClick={() => setNewSeries(true)}>
          New Series
        </Button>
      }
      focusHeading={returned}
      emptyText="No events yet. Schedule the first one with New Event."
      query={query}
      setPublished={setPublished}
      translations="events"
      columns={[
        {
          header: 'When',
          cell: (e) => (
            <>
              {formatDate(e.eventDate)}, {formatTime(e.eventDate)}{' '}
              <Badge colorPalette={e.status === 'upcoming' ? 'blue' : 'gray'} size="sm">
                {e.status === 'upcoming' ? 'Upcoming' : 'Past'}
              </Badge>
              {e.series && <SeriesBadge series={e.series} />}
            </>
          ),
        },
        { header: 'Seats', cell: seatsSummary },
      ]}
      rowActions={(e) => (
        <>
          <EventRowActions event={e} />
          <Button size="sm" variant="outline" onClick={() => setDoorListOf(e.id)} aria-label={`Door list for ${e.title}`}>
            Door List ({e.registrationCount}{e.waitlistCount ? ` + ${e.waitlistCount} waiting` : ''})
          </Button>
        </>
      )}
      history={{ noun: 'Event', itemPath: adminEvents.itemPath, listKey: adminEvents.listQueryOptions().queryKey }}
      renderForm={(event, close, reload) => <EventForm event={event} onClose={close} onReload={reload} />}
    />
  )
}
