import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import type { Event } from '@contract/events.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import { eventsMessages } from '../messages'
import { RegistrationStatus, registrationState } from './event-facts'

const messages = defineMessages({
  en: {
    heading: 'Registration',
    past: 'This event has already taken place. We hope to see you at a future event!',
    cancelled: 'This event has been cancelled. Registered families have been emailed. We hope to see you at a future event!',
    viewOtherEvents: 'View Other Events',
    open: 'Registration is free. Reserve your place and bring up to 5 guests.',
    full: "Every seat has been taken. Join the waitlist and we'll email you a link to claim seats if some free up.",
    closed: 'Registration is closed for this event. Please contact us if you would still like to attend.',
  },
  es: {
    heading: 'Inscripción',
    past: 'Este evento ya se realizó. ¡Esperamos verle en un próximo evento!',
    cancelled:
      'Este evento fue cancelado. Ya avisamos por correo electrónico a las familias inscritas. ¡Esperamos verle en un próximo evento!',
    viewOtherEvents: 'Ver otros eventos',
    open: 'La inscripción es gratis. Reserve su lugar y traiga hasta 5 invitados.',
    full: 'Todos los lugares están ocupados. Únase a la lista de espera. Si se liberan lugares, le enviaremos un enlace por correo electrónico para reservarlos.',
    closed: 'La inscripción para este evento está cerrada. Si todavía desea asistir, por favor contáctenos.',
  },
})

/**
 * The detail page's registration card (SPEC 'Event detail'): Register Now while open; 'Event Full'
 * with Join the Waitlist when an upcoming event has no seats left; 'Registration Closed' with
 * Contact Us once its deadline has passed; or, once the event has taken place or was cancelled,
 * View Other Events.
 */
export function RegistrationCard({ event }: { event: Event }) {
  const t = useMessages(messages)
  return (
    <Box as="aside" aria-labelledby="registration-card-heading" p="6" borderWidth="1px" borderRadius="xl" bg="white" shadow="sm">
      <Heading as="h2" id="registration-card-heading" size="lg" color="brand.800" mb="3">
        {t.heading}
      </Heading>
      <CardBody event={event} />
    </Box>
  )
}

function CardBody({ event }: { event: Event }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const state = registrationState(event)
  if (state === 'past' || state === 'cancelled')
    return (
      <>
        <Text color="fg.muted">
          {state === 'past' ? t.past : t.cancelled}
        </Text>
        <LinkButton asChild mt="4" width="100%" variant="outline" colorPalette="brand">
          <Link to="/events">{t.viewOtherEvents}</Link>
        </LinkButton>
      </>
    )
  if (state === 'open')
    return (
      <>
        <Text color="fg.muted">{t.open}</Text>
        <Box mt="2"><RegistrationStatus event={event} /></Box>
        <LinkButton asChild mt="4" width="100%" colorPalette="brand" size="lg">
          <Link to="/events/$slug/register" params={{ slug: event.slug }}>{shared.registerNow}</Link>
        </LinkButton>
      </>
    )
  if (state === 'full')
    return (
      <>
        <Box fontSize="xl"><RegistrationStatus event={event} /></Box>
        <Text mt="2" color="fg.muted">
          {t.full}
        </Text>
        <LinkButton asChild mt="4" width="100%" colorPalette="brand" size="lg">
          <Link to="/events/$slug/register" params={{ slug: event.slug }}>{shared.joinWaitlist}</Link>
        </LinkButton>
      </>
    )
  return (
    <>
      <Box fontSize="xl"><RegistrationStatus event={event} /></Box>
      <Text mt="2" color="fg.muted">
        {t.closed}
      </Text>
      <LinkButton asChild mt="4" width="100%" variant="outline" colorPalette="brand">
        <Link to="/contact">{shared.contactUs}</Link>
      </LinkButton>
    </>
  )
}
