import { Link } from '@tanstack/react-router'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import type { PublicSeries } from '@contract/series.ts'
import { formatLongDate, formatTime } from '@/lib/format/date'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { eventsMessages } from '../messages'
import { AddToCalendarButton } from './add-to-calendar-button'
import type { CalendarEntry } from './event-ics'
import type { SeriesConfirmation } from './series-registration'

const messages = defineMessages({
  en: {
    heading: 'Registration Confirmed!',
    registeredFor: (count: number, title: string) => `You are registered for ${count === 1 ? '1 date' : `all ${count} dates`} of ${title}:`,
    email: (email: string) =>
      `A confirmation email naming every date is on its way to ${email}, with a calendar file and a link to cancel each date if your plans change.`,
    addAll: (count: number) => (count === 1 ? 'Add to Calendar (.ics)' : `Add all ${count} dates to your calendar (.ics)`),
  },
  es: {
    heading: '¡Inscripción confirmada!',
    registeredFor: (count: number, title: string) => `Quedó inscrito en ${count === 1 ? '1 fecha' : `las ${count} fechas`} de ${title}:`,
    email: (email: string) =>
      `Le enviamos a ${email} un correo electrónico de confirmación con todas las fechas. Trae un archivo de calendario y un enlace para cancelar cada fecha si sus planes cambian.`,
    addAll: (count: number) => (count === 1 ? 'Agregar al calendario (.ics)' : `Agregar las ${count} fechas al calendario (.ics)`),
  },
})

/**
 * After a series registration: every date registered, each linking to its page, one .ics with
 * all of them (one entry per date, as the e-mail's attachment), and links onward.
 */
export function SeriesRegistrationSuccess({ series, confirmation }: { series: PublicSeries; confirmation: SeriesConfirmation }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const locale = useLocale()
  const { values, registered } = confirmation
  const registration = (registrationId: string) => ({ registrationId, attendeeName: values.attendeeName, guests: values.numberOfGuests })
  const entries: CalendarEntry[] = registered.registrations.flatMap(({ eventId, registrationId }) => {
    const event = series.upcoming.find((date) => date.id === eventId)
    return event ? [{ event, registration: registration(registrationId) }] : []
  })
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }} textAlign="center">
      <Text fontSize="5xl" aria-hidden="true" color="green.600">✓</Text>
      <Heading as="h1" tabIndex={-1} outline="none" size="3xl" color="brand.800">{t.heading}</Heading>
      <Text mt="4" id="registered-dates">{t.registeredFor(entries.length, series.title)}</Text>
      <Stack as="ul" aria-labelledby="registered-dates" listStyleType="none" mt="4" gap="2">
        {entries.map(({ event }) => (
          <li key={event.id}>
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to="/events/$slug" params={{ slug: event.slug }}>
                {formatLongDate(event.eventDate, locale)}, {formatTime(event.eventDate, locale)}
              </Link>
            </ChakraLink>
          </li>
        ))}
      </Stack>
      <Text mt="4" color="fg.muted">{t.email(values.attendeeEmail)}</Text>
      <Stack mt="8" gap="3" align="center">
        {entries.length > 0 && <AddToCalendarButton entries={entries} fileName={series.slug} label={t.addAll(entries.length)} />}
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/events">{shared.browseAllEvents}</Link>
        </LinkButton>
      </Stack>
    </Container>
  )
}
