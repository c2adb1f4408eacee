import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'
import { eventsMessages } from '../messages'
import { notFoundTitles } from '../not-found-titles'

const messages = defineMessages({
  en: {
    registering: "The event you're trying to register for doesn't exist or may have been removed.",
    viewing: "The event you're looking for doesn't exist or may have been removed.",
  },
  es: {
    registering: 'El evento en el que quiere inscribirse no existe o ya no está disponible.',
    viewing: 'El evento que busca no existe o ya no está disponible.',
  },
})

/** SPEC §8 'Event Not Found', on the detail page and on the registration page. */
export function EventNotFound({ registering = false }: { registering?: boolean }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const titles = useMessages(notFoundTitles)
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" tabIndex={-1} outline="none" size="2xl">
        {titles.event}
      </Heading>
      <Text mt="4" color="fg.muted">
        {registering ? t.registering : t.viewing}
      </Text>
      <LinkButton asChild mt="8" colorPalette="brand">
        <Link to="/events">
          <span aria-hidden="true">←</span> {shared.backToEvents}
        </Link>
      </LinkButton>
    </Box>
  )
}
