import { useState, type ReactNode } from 'react'
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
import { useJoinWaitlist } from '../api/join-waitlist'
import { useRegisterForEvent } from '../api/register-for-event'
import type { CalendarRegistration } from './event-ics'
import { EventLoading } from './event-loading'
import { EventNotFound } from './event-not-found'
import { EventsHero } from './events-hero'
import { REGISTRATION_WORDING, RegistrationForm, WAITLIST_WORDING } from './registration-form'
import { RegistrationPerks, RegistrationSummary } from './registration-summary'
import { RegistrationSuccess } from './registration-success'
import { WaitlistSuccess, type WaitlistPlace } from './waitlist-success'
import { defineMessages, useMessages } from '@/i18n/messages'
import { eventsMessages } from '../messages'

const messages = defineMessages({
  en: {
    registerFor: (title: string) => `Register for ${title}`,
    waitlistIntro: (title: string) =>
      `Every seat for ${title} has been taken. Join the waitlist and we'll email you a link to claim seats as soon as some free up for your party.`,
    backToEvent: 'Back to Event',
    yourDetails: 'Your Details',
    requiredNote: 'Fields marked with * are required.',
    closedText: (title: string) => `Registration for ${title} is no longer open. Please contact us if you have questions.`,
  },
  es: {
    registerFor: (title: string) => `Inscripción para ${title}`,
    waitlistIntro: (title: string) =>
      `Todos los lugares para ${title} están ocupados. Únase a la lista de espera. Cuando se liberen lugares para su grupo, le enviaremos un enlace por correo electrónico para reservarlos.`,
    backToEvent: 'Volver al evento',
    yourDetails: 'Sus datos',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    closedText: (title: string) => `La inscripción para ${title} ya no está abierta. Si tiene preguntas, por favor contáctenos.`,
  },
})

interface Confirmation extends CalendarRegistration {
  attendeeEmail: string
  /** The event as it was when the visitor registered; the refreshed query may say it is now full. */
  event: Event
}

/**
 * /events/{slug}/register (SPEC 'Event registration'): not found, closed, form, confirmed; and
 * while a full event keeps a waitlist, the same form as 'Join the Waitlist', then its place.
 */
export function RegistrationPage({ slug }: { slug: string }) {
  const t = useMessages(messages)
  const query = useEvent(slug)
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const [place, setPlace] = useState<WaitlistPlace | null>(null)

  if (confirmation) return <RegistrationSuccess {...confirmation} event={query.data ?? confirmation.event} />
  if (place) return <WaitlistSuccess {...place} />
  if (query.isPending) return <EventLoading />
  if (query.isError) return <EventNotFound registering />
  const event = query.data
  if (event.waitlistOpen) return <WaitlistForm event={event} onJoined={setPlace} />
  if (!event.registrationOpen) return <RegistrationClosed event={event} />
  return (
    <FormLayout event={event} title={t.registerFor(event.title)}>
      <RegisterForm
        event={event}
        onRegistered={(registration) => setConfirmation({ ...registration, event })}
      />
    </FormLayout>
  )
}

function RegisterForm({ event, onRegistered }: { event: Event; onRegistered: (c: Omit<Confirmation, 'event'>) => void }) {
  const mutation = useRegisterForEvent(event)
  return (
    <RegistrationForm
      action={`/api/events/${encodeURIComponent(event.slug)}/register`}
      mutation={mutation}
      wording={REGISTRATION_WORDING}
      onDone={(values, created) =>
        onRegistered({
          registrationId: created.registrationId,
          attendeeName: values.attendeeName,
          attendeeEmail: values.attendeeEmail,
          guests: values.numberOfGuests,
        })
      }
    />
  )
}

function WaitlistForm({ event, onJoined }: { event: Event; onJoined: (place: WaitlistPlace) => void }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const mutation = useJoinWaitlist(event)
  return (
    <FormLayout event={event} title={shared.joinWaitlist} intro={t.waitlistIntro(event.title)}>
      <RegistrationForm
        action={`/api/events/${encodeURIComponent(event.slug)}/waitlist`}
        mutation={mutation}
        wording={WAITLIST_WORDING}
        onDone={(values, joined) =>
          onJoined({ event, position: joined.position, attendeeEmail: values.attendeeEmail, guests: values.numberOfGuests })
        }
      />
    </FormLayout>
  )
}

function FormLayout({ event, title, intro, children }: { event: Event; title: string; intro?: string; children: ReactNode }) {
  const t = useMessages(messages)
  return (
    <>
      <EventsHero title={title}>
        <ChakraLink asChild color="white" mb="4" display="inline-block">
          <Link to="/events/$slug" params={{ slug: event.slug }}><span aria-hidden="true">←</span> {t.backToEvent}</Link>
        </ChakraLink>
      </EventsHero>
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap="8">
          <Box gridColumn={{ md: 'span 3' }}>
            <Heading as="h2" id="registration-form-heading" size="xl" color="brand.800" mb="2">{t.yourDetails}</Heading>
            {intro && <Text mb="2">{intro}</Text>}
            <Text mb="6" color="fg.muted" fontSize="sm">{t.requiredNote}</Text>
            {children}
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
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" tabIndex={-1} outline="none" size="2xl">
        {shared.registrationClosed}
      </Heading>
      <Text mt="4" color="fg.muted">
        {t.closedText(event.title)}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} mt="8" gap="3" justify="center">
        <LinkButton asChild colorPalette="brand">
          <Link to="/events/$slug" params={{ slug: event.slug }}>{shared.viewEventDetails}</Link>
        </LinkButton>
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/contact">{shared.contactUs}</Link>
        </LinkButton>
      </Stack>
    </Container>
  )
}
