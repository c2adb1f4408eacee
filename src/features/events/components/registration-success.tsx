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
import { defineMessages, useMessages } from '@/i18n/messages'
import { eventsMessages } from '../messages'

const messages = defineMessages({
  en: {
    heading: 'Registration Confirmed!',
    thanks: (guests: number, email: string) =>
      `Thank you for registering${guests > 0 ? ` yourself and ${guests} ${guests === 1 ? 'guest' : 'guests'}` : ''}. A confirmation email is on its way to ${email}, with a link to cancel if your plans change.`,
  },
  es: {
    heading: '¡Inscripción confirmada!',
    thanks: (guests: number, email: string) =>
      `${guests === 0 ? 'Gracias por inscribirse.' : `Gracias por inscribirse junto con ${guests === 1 ? '1 invitado' : `${guests} invitados`}.`} Le enviamos un correo electrónico de confirmación a ${email}. Tiene un enlace para cancelar si sus planes cambian.`,
  },
})

interface RegistrationSuccessProps extends CalendarRegistration {
  event: Event
  attendeeEmail: string
}

/** SPEC 'Registration Confirmed!' screen: the event summary, a calendar file and links onward. */
export function RegistrationSuccess({ event, registrationId, attendeeName, attendeeEmail, guests }: RegistrationSuccessProps) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }} textAlign="center">
      <Text fontSize="5xl" aria-hidden="true" color="green.600">✓</Text>
      <Heading as="h1" tabIndex={-1} outline="none" size="3xl" color="brand.800">
        {t.heading}
      </Heading>
      <Text mt="4" color="fg.muted">
        {t.thanks(guests, attendeeEmail)}
      </Text>
      <Box mt="8" textAlign="start">
        <RegistrationSummary event={event} />
      </Box>
      <Stack mt="8" gap="3" align="center">
        <AddToCalendarButton entries={[{ event, registration: { registrationId, attendeeName, guests } }]} fileName={event.slug} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <LinkButton asChild colorPalette="brand">
            <Link to="/events/$slug" params={{ slug: event.slug }}>{shared.viewEventDetails}</Link>
          </LinkButton>
          <LinkButton asChild variant="outline" colorPalette="brand">
            <Link to="/events">{shared.browseAllEvents}</Link>
          </LinkButton>
        </Stack>
      </Stack>
    </Container>
  )
}
