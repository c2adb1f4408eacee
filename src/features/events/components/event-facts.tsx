import { Badge } from '@chakra-ui/react/badge'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'

/** 'Upcoming Event' or 'Past Event', derived by the server from the current time (SPEC §4). */
export function EventStatusBadge({ status }: { status: Event['status'] }) {
  return status === 'upcoming' ? (
    <Badge variant="solid" bg="green.700" color="white">Upcoming Event</Badge>
  ) : (
    <Badge variant="solid" bg="gray.600" color="white">Past Event</Badge>
  )
}

export const capacityText = (maxCapacity: number) => `Up to ${maxCapacity} attendees`

/** Beyond SPEC: the seats still free, for upcoming events with a capacity. */
export function SeatsLeft({ event }: { event: Event }) {
  if (event.status !== 'upcoming' || event.seatsLeft === null) return null
  return (
    <Text fontWeight="semibold" color={event.seatsLeft === 0 ? 'red.700' : 'brand.fg'}>
      {event.seatsLeft === 0 ? 'No seats left' : `${event.seatsLeft} ${event.seatsLeft === 1 ? 'seat' : 'seats'} left`}
    </Text>
  )
}

/** A maps search for the location text, in a new tab. */
export function mapsUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`
}

export function ViewOnMapLink({ location }: { location: string }) {
  return (
    <ChakraLink href={mapsUrl(location)} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
      View on Map<Text as="span" srOnly> (opens in a new tab)</Text>
    </ChakraLink>
  )
}
