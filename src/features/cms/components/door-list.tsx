import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { AdminEvent } from '@contract/admin-content.ts'
import { formatDate, formatTime } from '@/lib/format/date'
import { notify } from '@/components/ui/toaster'
import { downloadExport } from '@/lib/download-export'
import { errorMessage } from '@/lib/http'
import { eventRegistrationsQueryOptions } from '../api/admin-events'
import { eventWaitlistQueryOptions } from '../api/door-list'
import { doorCounts, searchRegistrations, seatsLine } from '../lib/door-list'
import { DoorListPrintStyles } from './door-list-print-styles'
import { DoorListRegistrations } from './door-list-registrations'
import { DoorListWaitlist } from './door-list-waitlist'

/**
 * The door list of one event for staff: counts, the registered families with a check-in switch
 * and search, the waitlist with its actions, a print layout for paper and the CSV with attendance.
 */
export function DoorList({ event, onBack }: { event: AdminEvent; onBack: () => void }) {
  const registrations = useQuery(eventRegistrationsQueryOptions(event.id))
  const waitlist = useQuery(eventWaitlistQueryOptions(event.id))
  const [search, setSearch] = useState('')
  const confirmed = (registrations.data ?? []).filter((r) => r.status === 'confirmed')
  const shown = searchRegistrations(confirmed, search)
  const counts = doorCounts(confirmed)
  const waiting = waitlist.data ?? []

  return (
    <Box as="section" aria-labelledby="door-list-heading" data-door-list>
      <DoorListPrintStyles />
      <Button data-print-hide variant="outline" size="sm" mb="4" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to Events
      </Button>
      <Heading as="h2" id="door-list-heading" size="lg">Door List: {event.title}</Heading>
      <Text color="fg.muted">
        {formatDate(event.eventDate)}, {formatTime(event.eventDate)} · {event.location}
      </Text>

      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" my="4" aria-label="Counts">
        <Count label="Registered" value={`${counts.families} ${counts.families === 1 ? 'family' : 'families'}`} />
        <Count label="Seats" value={seatsLine(event, counts.seatsTaken)} />
        <Count label="Checked in" value={`${counts.checkedInFamilies} of ${counts.families} (${counts.checkedInSeats} people)`} />
        <Count label="Waitlist" value={`${event.waitlistCount} ${event.waitlistCount === 1 ? 'family' : 'families'}`} />
      </SimpleGrid>

      <HStack data-print-hide gap="3" wrap="wrap" align="flex-end" mb="4">
        <Field.Root maxW="sm">
          <Field.Label>Search families</Field.Label>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name, e-mail, phone or needs" />
        </Field.Root>
        <Button variant="outline" onClick={() => window.print()}>Print</Button>
        <Button colorPalette="brand" disabled={!registrations.data?.length}
          onClick={() => void downloadExport('registrations', { eventId: event.id })
            .catch((error: unknown) => notify.error('Error', errorMessage(error, 'Failed to export the registrations.')))}>
          Export CSV
        </Button>
      </HStack>

      <Stack gap="6">
        <Box as="section" aria-labelledby="door-list-registered">
          <Heading as="h3" id="door-list-registered" size="md" mb="2">Registered Families</Heading>
          {registrations.isPending ? (
            <Text role="status">Loading registrations...</Text>
          ) : registrations.isError ? (
            <Text role="alert" color="red.700">{errorMessage(registrations.error, 'Failed to load registrations.')}</Text>
          ) : confirmed.length === 0 ? (
            <Text>No registrations yet.</Text>
          ) : shown.length === 0 ? (
            <Text role="status">No families match “{search}”.</Text>
          ) : (
            <DoorListRegistrations eventId={event.id} rows={shown} />
          )}
        </Box>
        <Box as="section" aria-labelledby="door-list-waitlist">
          <Heading as="h3" id="door-list-waitlist" size="md" mb="2">Waitlist</Heading>
          {waitlist.isPending ? (
            <Text role="status">Loading the waitlist...</Text>
          ) : waitlist.isError ? (
            <Text role="alert" color="red.700">{errorMessage(waitlist.error, 'Failed to load the waitlist.')}</Text>
          ) : waiting.length === 0 ? (
            <Text>No one is on the waitlist.</Text>
          ) : (
            <DoorListWaitlist eventId={event.id} rows={waiting} />
          )}
        </Box>
      </Stack>
    </Box>
  )
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3">
      <Text as="dt" fontSize="sm" color="fg.muted">{label}</Text>
      <Text as="dd" fontWeight="semibold">{value}</Text>
    </Box>
  )
}
