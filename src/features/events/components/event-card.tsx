import { Link } from '@tanstack/react-router'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@/components/responsive-image'
import type { Event } from '@contract/events.ts'
import { formatLongDate, formatTime } from '@/lib/format/date'
import { truncate } from '@/lib/format/truncate'
import { EventStatusBadge, RegistrationStatus, capacityText, registrationState } from './event-facts'

/**
 * One event in the list (SPEC 'Events list'), under its featured image when it has one.
 * `priority` for the first card, whose image is the page's LCP candidate.
 */
export function EventCard({ event, priority = false }: { event: Event; priority?: boolean }) {
  const headingId = `event-${event.id}-title`
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" height="100%" overflow="hidden">
      {event.featuredImage && (
        <ResponsiveImage image={event.featuredImage} sizes={CARD_IMAGE_SIZES} priority={priority} w="100%" />
      )}
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <EventStatusBadge status={event.status} cancelled={event.cancelled} />
          {event.maxCapacity !== null && (
            <Text fontSize="sm" color="fg.muted">{capacityText(event.maxCapacity)}</Text>
          )}
        </HStack>
        <Heading as="h2" id={headingId} size="lg" color="brand.800">
          {event.title}
        </Heading>
        <Stack gap="1" fontSize="sm">
          <Text><Text as="span" fontWeight="semibold">Date: </Text>{formatLongDate(event.eventDate)}</Text>
          <Text><Text as="span" fontWeight="semibold">Time: </Text>{formatTime(event.eventDate)}</Text>
          <Text><Text as="span" fontWeight="semibold">Location: </Text>{event.location}</Text>
        </Stack>
        <Text color="fg.muted">{truncate(event.description, 120)}</Text>
        <RegistrationStatus event={event} />
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <LinkButton asChild variant="outline" colorPalette="brand" size="sm">
          <Link to="/events/$slug" params={{ slug: event.slug }} aria-label={`View Details: ${event.title}`}>
            View Details
          </Link>
        </LinkButton>
        {event.registrationOpen && (
          <LinkButton asChild colorPalette="brand" size="sm">
            <Link to="/events/$slug/register" params={{ slug: event.slug }} aria-label={`Register Now: ${event.title}`}>
              Register Now
            </Link>
          </LinkButton>
        )}
        {registrationState(event) === 'full' && (
          <LinkButton asChild colorPalette="brand" size="sm">
            <Link to="/events/$slug/register" params={{ slug: event.slug }} aria-label={`Join the Waitlist: ${event.title}`}>
              Join the Waitlist
            </Link>
          </LinkButton>
        )}
      </Card.Footer>
    </Card.Root>
  )
}
