import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { PublicSeries } from '@contract/series.ts'
import { LinkButton } from '@/components/ui/link-button'
import { toParagraphs } from '@/lib/format/paragraphs'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { langOf } from '@/i18n/content-language'
import { ContentText, UntranslatedNotice } from '@/i18n/untranslated-notice'
import { eventsMessages, seriesMessages } from '../messages'
import { notFoundTitles } from '../not-found-titles'
import { useSeries } from '../api/series'
import { EventLoading } from './event-loading'
import { ViewOnMapLink } from './event-facts'
import { EventsHero } from './events-hero'
import { SensorySection } from './sensory-section'
import { SeriesDates } from './series-dates'
import type { SeriesConfirmation } from './series-registration'
import { SERIES_REGISTRATION_ID, SeriesRegistrationSection } from './series-registration-section'
import { SeriesRegistrationSuccess } from './series-registration-success'

const messages = defineMessages({
  en: { eventSeries: 'Event series', when: 'When: ', aboutSeries: 'About This Series' },
  es: { eventSeries: 'Serie de eventos', when: 'Cuándo: ', aboutSeries: 'Sobre esta serie' },
})

/**
 * /events/series/{slug} (issue 61): a series' title, when it repeats, what it is, where, its
 * sensory information (its next date's), its upcoming dates with their seats, and one form to
 * register for several dates; then the confirmation of every date registered.
 */
export function SeriesPage({ slug }: { slug: string }) {
  const query = useSeries(slug)
  const [confirmation, setConfirmation] = useState<SeriesConfirmation | null>(null)
  if (query.isPending) return <EventLoading />
  if (query.isError) return <SeriesNotFound />
  if (confirmation) return <SeriesRegistrationSuccess series={query.data} confirmation={confirmation} />
  return <SeriesDetail series={query.data} onRegistered={setConfirmation} />
}

function SeriesDetail({ series, onRegistered }: { series: PublicSeries; onRegistered: (confirmation: SeriesConfirmation) => void }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const locale = useLocale()
  const lang = langOf(series, locale)
  // the profile of the next date that takes place (the series' page describes what its dates are like)
  const next = series.upcoming.find((date) => !date.cancelled) ?? series.upcoming[0]
  return (
    <>
      <EventsHero title={series.title} titleLang={lang.lang}>
        <ChakraLink asChild color="white" mb="4" display="inline-block">
          <Link to="/events"><span aria-hidden="true">←</span> {shared.backToEvents}</Link>
        </ChakraLink>
        <Text mb="2" fontWeight="semibold" color="brand.50">{t.eventSeries}</Text>
      </EventsHero>
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <UntranslatedNotice pageContent={series} mb="6" />
        <SimpleGrid columns={{ base: 1, md: 5 }} gap="8">
          <Stack gridColumn={{ md: 'span 3' }} gap="8">
            <Stack gap="3" p="5" bg="gray.50" borderRadius="lg">
              <Text><Text as="span" fontWeight="semibold">{t.when}</Text>{series.schedule}</Text>
              <Box>
                <Text><Text as="span" fontWeight="semibold">{shared.location}</Text><ContentText of={series}>{series.location}</ContentText></Text>
                <ViewOnMapLink location={series.location} />
              </Box>
            </Stack>
            <Box as="section" aria-labelledby="about-series-heading">
              <Heading as="h2" id="about-series-heading" size="xl" color="brand.800" mb="3">{t.aboutSeries}</Heading>
              <Stack {...lang} gap="4">
                {toParagraphs(series.description).map((p, i) => <Text key={i}>{p}</Text>)}
              </Stack>
            </Box>
            {next?.sensoryProfile && <SensorySection profile={next.sensoryProfile} eventTitle={series.title} lang={lang} when={series.schedule} />}
          </Stack>
          <Stack gridColumn={{ md: 'span 2' }} gap="6">
            <SeriesDates dates={series.upcoming} />
          </Stack>
        </SimpleGrid>
        <Box id={SERIES_REGISTRATION_ID} mt={{ base: '8', md: '12' }} maxW="3xl">
          <SeriesRegistrationSection series={series} onRegistered={onRegistered} />
        </Box>
      </Container>
    </>
  )
}

function SeriesNotFound() {
  const t = useMessages(seriesMessages)
  const shared = useMessages(eventsMessages)
  const titles = useMessages(notFoundTitles)
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" tabIndex={-1} outline="none" size="2xl">{titles.series}</Heading>
      <Text mt="4" color="fg.muted">{t.seriesNotFoundText}</Text>
      <LinkButton asChild mt="8" colorPalette="brand">
        <Link to="/events"><span aria-hidden="true">←</span> {shared.backToEvents}</Link>
      </LinkButton>
    </Box>
  )
}
