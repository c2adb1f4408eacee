import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import { formatLongDate, formatTime } from '@/lib/format/date'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { eventsMessages } from '../messages'
import { RegistrationStatus } from './event-facts'
import { langOf } from '@/i18n/content-language'
import { ContentText } from '@/i18n/untranslated-notice'

const messages = defineMessages({
  en: {
    whatToKnow: 'What to Know',
    free: 'Registration is free.',
    refreshments: 'Refreshments are included.',
    confirmation: "You'll receive a confirmation email with a calendar invitation and a link to cancel if your plans change.",
  },
  es: {
    whatToKnow: 'Lo que debe saber',
    free: 'La inscripción es gratis.',
    refreshments: 'Habrá refrigerios.',
    confirmation:
      'Recibirá un correo electrónico de confirmación. Tendrá una invitación para su calendario y un enlace para cancelar si sus planes cambian.',
  },
})

/** The event summary beside the form and on the confirmation screen. */
export function RegistrationSummary({ event, headingLevel = 'h2' }: { event: Event; headingLevel?: 'h2' | 'h3' }) {
  const shared = useMessages(eventsMessages)
  const locale = useLocale()
  return (
    <Box p="6" borderWidth="1px" borderRadius="xl" bg="brand.50">
      <Heading as={headingLevel} {...langOf(event, locale)} size="lg" color="brand.800">{event.title}</Heading>
      <Stack mt="4" gap="2">
        <Text><Text as="span" fontWeight="semibold">{shared.date}</Text>{formatLongDate(event.eventDate, locale)}</Text>
        <Text><Text as="span" fontWeight="semibold">{shared.time}</Text>{formatTime(event.eventDate, locale)}</Text>
        <Text><Text as="span" fontWeight="semibold">{shared.location}</Text><ContentText of={event}>{event.location}</ContentText></Text>
        <RegistrationStatus event={event} />
      </Stack>
    </Box>
  )
}

/** SPEC: registration is free and includes refreshments. */
export function RegistrationPerks() {
  const t = useMessages(messages)
  return (
    <Box p="6" borderWidth="1px" borderRadius="xl">
      <Heading as="h2" size="md" color="brand.800">{t.whatToKnow}</Heading>
      <Stack as="ul" mt="3" gap="2" ps="5" listStyleType="disc">
        <li>{t.free}</li>
        <li>{t.refreshments}</li>
        <li>{t.confirmation}</li>
      </Stack>
    </Box>
  )
}
