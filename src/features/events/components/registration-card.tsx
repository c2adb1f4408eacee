import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import type { Event } from '@contract/events.ts'
import { RegistrationStatus, registrationState } from './event-facts'

/**
 * The detail page's registration card (SPEC 'Event detail'): Register Now while open; 'Event Full'
 * with Join the Waitlist when an upcoming event has no seats left; 'Registration Closed' with
 * Contact Us once its deadline has passed; or, once the event has taken place or was cancelled,
 * View Other Events.
 */
export function RegistrationCard({ event }: { event: Event }) {
  return (
    <Box as="aside" aria-labelledby="registration-card-heading" p="6" borderWidth="1px" borderRadius="xl" bg="white" shadow="sm">
      <Heading as="h2" id="registration-card-heading" size="lg" color="brand.800" mb="3">
        Registration
      </Heading>
      <CardBody event={event} />
    </Box>
  )
}

function CardBody({ event }: { event: Event }) {
  const state = registrationState(event)
  if (state === 'past' || state === 'cancelled')
    return (
      <>
        <Text color="fg.muted">
          {state === 'past'
            ? 'This event has already taken place. We hope to see you at a future event!'
            : 'This event has been cancelled. Registered families have been emailed. We hope to see you at a future event!'}
        </Text>
        <LinkButton asChild mt="4" width="100%" variant="outline" colorPalette="brand">
          <Link to="/events">View Other Events</Link>
        </LinkButton>
      </>
    )
  if (state === 'open')
    return (
      <>
        <Text color="fg.muted">Registration is free. Reserve your place and bring up to 5 guests.</Text>
        <Box mt="2"><RegistrationStatus event={event} /></Box>
        <LinkButton asChild mt="4" width="100%" colorPalette="brand" size="lg">
          <Link to="/events/$slug/register" params={{ slug: event.slug }}>Register Now</Link>
        </LinkButton>
      </>
    )
  if (state === 'full')
    return (
      <>
        <Box fontSize="xl"><RegistrationStatus event={event} /></Box>
        <Text mt="2" color="fg.muted">
          Every seat has been taken. Join the waitlist and we'll email you a link to claim seats if some free up.
        </Text>
        <LinkButton asChild mt="4" width="100%" colorPalette="brand" size="lg">
          <Link to="/events/$slug/register" params={{ slug: event.slug }}>Join the Waitlist</Link>
        </LinkButton>
      </>
    )
  return (
    <>
      <Box fontSize="xl"><RegistrationStatus event={event} /></Box>
      <Text mt="2" color="fg.muted">
        Registration is closed for this event. Please contact us if you would still like to attend.
      </Text>
      <LinkButton asChild mt="4" width="100%" variant="outline" colorPalette="brand">
        <Link to="/contact">Contact Us</Link>
      </LinkButton>
    </>
  )
}
