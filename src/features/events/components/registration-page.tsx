import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import type { Event } from '@contract/events.ts'
import { useEvent } from '../api/event'
import { registrationState } from './event-facts'
import type { CalendarRegistration } from './event-ics'
import { EventLoading } from './event-loading'
import { EventNotFound } from './event-not-found'
import { EventsHero } from './events-hero'
import { RegistrationForm } from './registration-form'
import { RegistrationPerks, RegistrationSummary } from './registration-summary'
import { RegistrationSuccess } from './registration-success'

interface Confirmation extends CalendarRegistration {
  attendeeEmail: string
  /** The event as it was when the visitor registered; the refreshed query may say it is now full. */
  event: Event
}

/** /events/{slug}/register (SPEC 'Event registration'): not found, closed, form, confirmed. */
export function RegistrationPage({ slug }: { slug: string }) {
  const query = useEvent(slug)
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)

  if (confirmation) return <RegistrationSuccess {...confirmation} event={query.data ?? confirmation.event} />
  if (query.isPending) return <EventLoading />
  if (query.isError) return <EventNotFound registering />
  const event = query.data
  if (!event.registrationOpen) return <RegistrationClosed event={event} />

  return (
    <>
      <EventsHero title={`Register for ${event.title}`}>
        <ChakraLink asChild color="white" mb="4" display="inline-block">
          <Link to="/events/$slug" params={{ slug }}><span aria-hidden="true">←</span> Back to Event</Link>
        </ChakraLink>
      </EventsHero>
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap="8">
          <Box gridColumn={{ md: 'span 3' }}>
            <Heading as="h2" id="registration-form-heading" size="xl" color="brand.800" mb="2">Your Details</Heading>
            <Text mb="6" color="fg.muted" fontSize="sm">Fields marked with * are required.</Text>
            <RegistrationForm
              event={event}
              onRegistered={(values, created) =>
                setConfirmation({
                  registrationId: created.registrationId,
                  attendeeName: values.attendeeName,
                  attendeeEmail: values.attendeeEmail,
                  guests: values.numberOfGuests,
                  event,
                })
              }
            />
          </Box>
          <Stack gridColumn={{ md: 'span 2' }} gap="6">
            <RegistrationSummary event={event} />
            <RegistrationPerks />
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  )
}

function RegistrationClosed({ event }: { event: Event }) {
  const full = registrationState(event) === 'full'
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" tabIndex={-1} outline="none" size="2xl">
        {full ? 'Event Full' : 'Registration Closed'}
      </Heading>
      <Text mt="4" color="fg.muted">
        {full
          ? `Every seat for ${event.title} has been taken.`
          : `Registration for ${event.title} is no longer open.`}{' '}
        Please contact us if you have questions.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} mt="8" gap="3" justify="center">
        <LinkButton asChild colorPalette="brand">
          <Link to="/events/$slug" params={{ slug: event.slug }}>View Event Details</Link>
        </LinkButton>
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/contact">Contact Us</Link>
        </LinkButton>
      </Stack>
    </Container>
  )
}
