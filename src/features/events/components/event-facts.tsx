import { Badge } from '@chakra-ui/react/badge'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Text, type TextProps } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import { eventsMessages } from '../messages'

const messages = defineMessages({
  en: {
    cancelled: 'Event Cancelled',
    upcoming: 'Upcoming Event',
    past: 'Past Event',
    capacity: (maxCapacity: number) => `Up to ${maxCapacity} attendees`,
    seatsLeft: (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'} left`,
    availability: { open: 'Open', full: 'Full', closed: 'Registration closed', past: 'Taken place', cancelled: 'Cancelled' } as Record<RegistrationState, string>,
    viewOnMap: 'View on Map',
    opensInNewTab: ' (opens in a new tab)',
  },
  es: {
    cancelled: 'Evento cancelado',
    upcoming: 'Próximo evento',
    past: 'Evento pasado',
    capacity: (maxCapacity: number) => (maxCapacity === 1 ? 'Hasta 1 asistente' : `Hasta ${maxCapacity} asistentes`),
    seatsLeft: (count: number) => (count === 1 ? 'Queda 1 lugar' : `Quedan ${count} lugares`),
    availability: { open: 'Abierta', full: 'Lleno', closed: 'Inscripción cerrada', past: 'Ya se realizó', cancelled: 'Cancelado' },
    viewOnMap: 'Ver en el mapa',
    opensInNewTab: ' (se abre en una pestaña nueva)',
  },
})

/**
 * 'Upcoming Event' or 'Past Event', derived by the server from the current time (SPEC §4), or
 * 'Event Cancelled' once staff cancelled it (beyond SPEC, issue 32).
 */
export function EventStatusBadge({ status, cancelled }: { status: Event['status']; cancelled?: boolean | undefined }) {
  const t = useMessages(messages)
  if (cancelled) return <Badge variant="solid" bg="red.700" color="white">{t.cancelled}</Badge>
  return status === 'upcoming' ? (
    <Badge variant="solid" bg="green.700" color="white">{t.upcoming}</Badge>
  ) : (
    <Badge variant="solid" bg="gray.600" color="white">{t.past}</Badge>
  )
}

/** 'Up to 40 attendees', in the page's language. */
export function CapacityText({ maxCapacity, ...props }: { maxCapacity: number } & TextProps) {
  const t = useMessages(messages)
  return <Text {...props}>{t.capacity(maxCapacity)}</Text>
}

/**
 * Where an upcoming event's registration stands, from the server's derived fields (SPEC §4):
 * 'full' means every seat is taken while registration would still be open, so families may join
 * the waitlist; once the deadline has passed it is 'closed', full or not.
 */
export type RegistrationState = 'open' | 'full' | 'closed' | 'past' | 'cancelled'

export function registrationState(event: Event): RegistrationState {
  if (event.cancelled) return 'cancelled'
  if (event.status === 'past') return 'past'
  if (event.registrationOpen) return 'open'
  return event.waitlistOpen ? 'full' : 'closed'
}

/**
 * One line on where registration stands, for upcoming events: the seats still free while it is
 * open (beyond SPEC; only with a capacity), 'Event Full', or 'Registration Closed' once the
 * deadline has passed. A seat count is never shown when no one can take a seat.
 * (A full event's 'Join the Waitlist' link sits with the other actions of the card.)
 */
export function RegistrationStatus({ event }: { event: Event }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const state = registrationState(event)
  if (state === 'full') return <Text fontWeight="semibold" color="red.700">{shared.eventFull}</Text>
  if (state === 'closed') return <Text fontWeight="semibold" color="fg">{shared.registrationClosed}</Text>
  if (state !== 'open' || event.seatsLeft === null) return null
  return (
    <Text fontWeight="semibold" color="brand.fg">
      {t.seatsLeft(event.seatsLeft)}
    </Text>
  )
}

/** A maps search for the location text, in a new tab. */
export function mapsUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`
}

export function ViewOnMapLink({ location }: { location: string }) {
  const t = useMessages(messages)
  return (
    <ChakraLink href={mapsUrl(location)} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
      {t.viewOnMap}<Text as="span" srOnly>{t.opensInNewTab}</Text>
    </ChakraLink>
  )
}

/**
 * One date's availability in a word or two, for lists of dates (a series' page): its seats left
 * while open (or 'Open' without a capacity), else 'Full', 'Cancelled', 'Registration closed'.
 */
function availabilityText(event: Event, words: { seatsLeft: (count: number) => string; availability: Record<RegistrationState, string> }): string {
  const state = registrationState(event)
  if (state === 'open' && event.seatsLeft !== null) return words.seatsLeft(event.seatsLeft)
  return words.availability[state]
}

/** `availabilityText` in the page's language. */
export function useAvailabilityText(): (event: Event) => string {
  const t = useMessages(messages)
  return (event) => availabilityText(event, t)
}
