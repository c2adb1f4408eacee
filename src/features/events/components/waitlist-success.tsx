import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { LinkButton } from '@/components/ui/link-button'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import { RegistrationSummary } from './registration-summary'

export interface WaitlistPlace {
  event: Event
  /** 1 = next in line. */
  position: number
  attendeeEmail: string
  guests: number
}

/** After joining: the family's place in line and what happens next. */
export function WaitlistSuccess({ event, position, attendeeEmail, guests }: WaitlistPlace) {
  const seats = 1 + guests
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }} textAlign="center">
      <Heading as="h1" tabIndex={-1} outline="none" size="3xl" color="brand.800">
        You're on the Waitlist
      </Heading>
      <Text mt="4" fontSize="xl" fontWeight="semibold">
        Your family is number {position} in line.
      </Text>
      <Box mt="6" textAlign="start">
        <Heading as="h2" size="lg" color="brand.800">What happens next</Heading>
        <Stack as="ol" mt="3" gap="2" ps="5" listStyleType="decimal">
          <li>We've emailed {attendeeEmail} with your place and a link to leave the waitlist.</li>
          <li>
            When {seats} {seats === 1 ? 'seat frees' : 'seats free'} up, we'll email you a link to claim{' '}
            {seats === 1 ? 'it' : 'them'}.
          </li>
          <li>The seats are held for you for 24 hours. If you don't claim them, they go to the next family.</li>
        </Stack>
      </Box>
      <Box mt="8" textAlign="start">
        <RegistrationSummary event={event} />
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} mt="8" gap="3" justify="center">
        <LinkButton asChild colorPalette="brand">
          <Link to="/events/$slug" params={{ slug: event.slug }}>View Event Details</Link>
        </LinkButton>
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/events">Browse All Events</Link>
        </LinkButton>
      </Stack>
    </Container>
  )
}
