import { Link } from '@tanstack/react-router'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@/components/responsive-image'
import type { Event } from '@contract/events.ts'
import { formatLongDate, formatTime } from '@/lib/format/date'
import { truncate } from '@/lib/format/truncate'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { eventsMessages } from '../messages'
import { CapacityText, EventStatusBadge, RegistrationStatus, registrationState } from './event-facts'
import { langOf } from '@/i18n/content-language'
import { ContentText } from '@/i18n/untranslated-notice'

const messages = defineMessages({
  en: {
    viewDetails: 'View Details',
    viewDetailsOf: (title: string) => `View Details: ${title}`,
    registerFor: (title: string) => `Register Now: ${title}`,
    joinWaitlistOf: (title: string) => `Join the Waitlist: ${title}`,
  },
  es: {
    viewDetails: 'Ver detalles',
    viewDetailsOf: (title: string) => `Ver detalles: ${title}`,
    registerFor: (title: string) => `Inscribirse ahora: ${title}`,
    joinWaitlistOf: (title: string) => `Unirse a la lista de espera: ${title}`,
  },
})

/**
 * One event in the list (SPEC 'Events list'), under its featured image when it has one.
 * `priority` for the first card, whose image is the page's LCP candidate.
 */
export function EventCard({ event, priority = false }: { event: Event; priority?: boolean }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const locale = useLocale()
  const headingId = `event-${event.id}-title`
  const lang = langOf(event, locale)
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" height="100%" overflow="hidden">
      {event.featuredImage && (
        <ResponsiveImage image={event.featuredImage} sizes={CARD_IMAGE_SIZES} priority={priority} w="100%" />
      )}
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <EventStatusBadge status={event.status} cancelled={event.cancelled} />
          {event.maxCapacity !== null && (
            <CapacityText fontSize="sm" color="fg.muted" maxCapacity={event.maxCapacity} />
          )}
        </HStack>
        <Heading as="h2" {...lang} id={headingId} size="lg" color="brand.800">
          {event.title}
        </Heading>
        <Stack gap="1" fontSize="sm">
          <Text><Text as="span" fontWeight="semibold">{shared.date}</Text>{formatLongDate(event.eventDate, locale)}</Text>
          <Text><Text as="span" fontWeight="semibold">{shared.time}</Text>{formatTime(event.eventDate, locale)}</Text>
          <Text><Text as="span" fontWeight="semibold">{shared.location}</Text><ContentText of={event}>{event.location}</ContentText></Text>
        </Stack>
        <Text {...lang} color="fg.muted">{truncate(event.description, 120)}</Text>
        <RegistrationStatus event={event} />
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <LinkButton asChild variant="outline" colorPalette="brand" size="sm">
          <Link to="/events/$slug" params={{ slug: event.slug }} aria-label={t.viewDetailsOf(event.title)}>
            {t.viewDetails}
          </Link>
        </LinkButton>
        {event.registrationOpen && (
          <LinkButton asChild colorPalette="brand" size="sm">
            <Link to="/events/$slug/register" params={{ slug: event.slug }} aria-label={t.registerFor(event.title)}>
              {shared.registerNow}
            </Link>
          </LinkButton>
        )}
        {registrationState(event) === 'full' && (
          <LinkButton asChild colorPalette="brand" size="sm">
            <Link to="/events/$slug/register" params={{ slug: event.slug }} aria-label={t.joinWaitlistOf(event.title)}>
              {shared.joinWaitlist}
            </Link>
          </LinkButton>
        )}
      </Card.Footer>
    </Card.Root>
  )
}
