import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import type { Event } from '@contract/events.ts'
import { AddToCalendarButton } from './add-to-calendar-button'
import type { CalendarRegistration } from './event-ics'
import { RegistrationSummary } from './registration-summary'

interface RegistrationSuccessProps extends CalendarRegistration {
  event: Event
  attendeeEmail: string
}

/** SPEC 'Registration Confirmed!' screen: the event summary, a calendar file and links onward. */
export function RegistrationSuccess({ event, registrationId, attendeeName, attendeeEmail, guests }: RegistrationSuccessProps) {
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }} textAlign="center">
      <Text fontSize="5xl" aria-hidden="true" color="green.600">✓</Text>
      <Heading as="h1" tabIndex={-1} outline="none" size="3xl" color="brand.800">
        Registration Confirmed!
      </Heading>
      <Text mt="4" color="fg.muted">
        Thank you for registering{guests > 0 ? ` yourself and ${guests} ${guests === 1 ? 'guest' : 'guests'}` : ''}. A
        confirmation email is on its way to {attendeeEmail}, with a link to cancel if your plans change.
      </Text>
      <Box mt="8" textAlign="start">
        <RegistrationSummary event={event} />
      </Box>
      <Stack mt="8" gap="3" align="center">
        <AddToCalendarButton event={event} registration={{ registrationId, attendeeName, guests }} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <LinkButton asChild colorPalette="brand">
            <Link to="/events/$slug" params={{ slug: event.slug }}>View Event Details</Link>
          </LinkButton>
          <LinkButton asChild variant="outline" colorPalette="brand">
            <Link to="/events">Browse All Events</Link>
          </LinkButton>
        </Stack>
      </Stack>
    </Container>
  )
}
