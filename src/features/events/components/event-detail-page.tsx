import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import { ResponsiveImage } from '@/components/responsive-image'
import { formatLongDate, formatTime } from '@/lib/format/date'
import { toParagraphs } from '@/lib/format/paragraphs'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { eventsMessages, seriesMessages } from '../messages'
import { useEvent } from '../api/event'
import { EventLoading } from './event-loading'
import { EventNotFound } from './event-not-found'
import { CapacityText, EventStatusBadge, ViewOnMapLink } from './event-facts'
import { EventsHero } from './events-hero'
import { AddEventLinks } from './calendar-links'
import { RegistrationCard } from './registration-card'
import { SensorySection } from './sensory-section'
import { langOf } from '@/i18n/content-language'
import { ContentText, UntranslatedNotice } from '@/i18n/untranslated-notice'

const messages = defineMessages({
  en: {
    aboutEvent: 'About This Event',
    deadline: 'Registration Deadline',
    dateAtTime: (date: string, time: string) => `${date} at ${time}`,
    partOf: 'Part of the series: ',
  },
  es: {
    aboutEvent: 'Sobre este evento',
    deadline: 'Fecha límite de inscripción',
    // 'a la 1:00 p. m.', 'a las 10:00 a. m.'
    dateAtTime: (date: string, time: string) => `${date} ${time.startsWith('1:') ? 'a la' : 'a las'} ${time}`,
    partOf: 'Parte de la serie: ',
  },
})

const EVENT_IMAGE_SIZES = '(min-width: 64rem) 640px, (min-width: 48rem) 66vw, 100vw'

/** /events/{slug} (SPEC 'Event detail'). */
export function EventDetailPage({ slug }: { slug: string }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const query = useEvent(slug)
  const locale = useLocale()
  if (query.isPending) return <EventLoading />
  if (query.isError) return <EventNotFound />
  const event = query.data
  // the event still in English on a Spanish page: its texts marked lang="en", and said once
  const lang = langOf(event, locale)

  return (
    <>
      <EventsHero title={event.title} titleLang={lang.lang}>
        <ChakraLink asChild color="white" mb="4" display="inline-block">
          <Link to="/events"><span aria-hidden="true">←</span> {shared.backToEvents}</Link>
        </ChakraLink>
        <HStack mb="3" gap="3" wrap="wrap">
          <EventStatusBadge status={event.status} cancelled={event.cancelled} />
          {event.maxCapacity !== null && <CapacityText color="brand.50" maxCapacity={event.maxCapacity} />}
        </HStack>
      </EventsHero>
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <UntranslatedNotice pageContent={event} mb="6" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gridColumn={{ md: 'span 2' }} gap="6">
            {event.featuredImage && (
              // two thirds of the 5xl container from md, the whole width on a phone; the page's LCP candidate
              <ResponsiveImage image={event.featuredImage} sizes={EVENT_IMAGE_SIZES} priority w="100%" borderRadius="xl" />
            )}
            <EventWhenWhere event={event} />
            <Box as="section" aria-labelledby="about-event-heading">
              <Heading as="h2" id="about-event-heading" size="xl" color="brand.800" mb="3">{t.aboutEvent}</Heading>
              <Stack {...lang} gap="4">
                {toParagraphs(event.description).map((p, i) => <Text key={i}>{p}</Text>)}
              </Stack>
            </Box>
            {event.sensoryProfile && (
              <SensorySection profile={event.sensoryProfile} eventTitle={event.title} lang={lang}
                when={t.dateAtTime(formatLongDate(event.eventDate, locale), formatTime(event.eventDate, locale))} />
            )}
          </Stack>
          <Box><RegistrationCard event={event} /></Box>
        </SimpleGrid>
      </Container>
    </>
  )
}

function EventWhenWhere({ event }: { event: Event }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const locale = useLocale()
  return (
    <Stack gap="3" p="5" bg="gray.50" borderRadius="lg">
      <Text><Text as="span" fontWeight="semibold">{shared.date}</Text>{formatLongDate(event.eventDate, locale)}</Text>
      <Text><Text as="span" fontWeight="semibold">{shared.time}</Text>{formatTime(event.eventDate, locale)}</Text>
      <Box>
        <Text><Text as="span" fontWeight="semibold">{shared.location}</Text><ContentText of={event}>{event.location}</ContentText></Text>
        <ViewOnMapLink location={event.location} />
      </Box>
      {event.series && <SeriesLink series={event.series} of={event} />}
      {event.status === 'upcoming' && !event.cancelled && <AddEventLinks event={event} />}
      {event.status === 'upcoming' && event.registrationDeadline && (
        <Box role="note" p="4" borderLeftWidth="4px" borderColor="accent.600" bg="accent.50">
          <Text fontWeight="semibold">{t.deadline}</Text>
          <Text>
            {t.dateAtTime(formatLongDate(event.registrationDeadline, locale), formatTime(event.registrationDeadline, locale))}
          </Text>
        </Box>
      )}
    </Stack>
  )
}

/** A date of a series: the series' name and the link to all its dates (issue 61). */
function SeriesLink({ series, of }: { series: NonNullable<Event['series']>; of: Event }) {
  const t = useMessages(messages)
  const words = useMessages(seriesMessages)
  return (
    <Box>
      <Text><Text as="span" fontWeight="semibold">{t.partOf}</Text><ContentText of={of}>{series.title}</ContentText></Text>
      <ChakraLink asChild color="brand.fg" fontWeight="semibold">
        <Link to="/events/series/$slug" params={{ slug: series.slug }}>{words.allDates}</Link>
      </ChakraLink>
    </Box>
  )
}
