import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { LinkButton } from '@/components/ui/link-button'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import { RegistrationSummary } from './registration-summary'
import { defineMessages, useMessages } from '@/i18n/messages'
import { eventsMessages } from '../messages'

const messages = defineMessages({
  en: {
    heading: "You're on the Waitlist",
    position: (position: number) => `Your family is number ${position} in line.`,
    next: 'What happens next',
    emailed: (email: string) => `We've emailed ${email} with your place and a link to leave the waitlist.`,
    whenFree: (seats: number) =>
      `When ${seats} ${seats === 1 ? 'seat frees' : 'seats free'} up, we'll email you a link to claim ${seats === 1 ? 'it' : 'them'}.`,
    held: "The seats are held for you for 24 hours. If you don't claim them, they go to the next family.",
  },
  es: {
    heading: 'Está en la lista de espera',
    position: (position: number) => `Su familia es la número ${position} en la lista.`,
    next: 'Qué pasa ahora',
    emailed: (email: string) => `Le enviamos un correo electrónico a ${email} con su lugar en la lista y un enlace para salir de la lista de espera.`,
    whenFree: (seats: number) =>
      seats === 1
        ? 'Cuando se libere 1 lugar, le enviaremos un enlace por correo electrónico para reservarlo.'
        : `Cuando se liberen ${seats} lugares, le enviaremos un enlace por correo electrónico para reservarlos.`,
    held: 'Le guardamos los lugares por 24 horas. Si no los reserva, pasan a la siguiente familia.',
  },
})

export interface WaitlistPlace {
  event: Event
  /** 1 = next in line. */
  position: number
  attendeeEmail: string
  guests: number
}

/** After joining: the family's place in line and what happens next. */
export function WaitlistSuccess({ event, position, attendeeEmail, guests }: WaitlistPlace) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const seats = 1 + guests
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }} textAlign="center">
      <Heading as="h1" tabIndex={-1} outline="none" size="3xl" color="brand.800">
        {t.heading}
      </Heading>
      <Text mt="4" fontSize="xl" fontWeight="semibold">
        {t.position(position)}
      </Text>
      <Box mt="6" textAlign="start">
        <Heading as="h2" size="lg" color="brand.800">{t.next}</Heading>
        <Stack as="ol" mt="3" gap="2" ps="5" listStyleType="decimal">
          <li>{t.emailed(attendeeEmail)}</li>
          <li>{t.whenFree(seats)}</li>
          <li>{t.held}</li>
        </Stack>
      </Box>
      <Box mt="8" textAlign="start">
        <RegistrationSummary event={event} />
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} mt="8" gap="3" justify="center">
        <LinkButton asChild colorPalette="brand">
          <Link to="/events/$slug" params={{ slug: event.slug }}>{shared.viewEventDetails}</Link>
        </LinkButton>
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/events">{shared.browseAllEvents}</Link>
        </LinkButton>
      </Stack>
    </Container>
  )
}
