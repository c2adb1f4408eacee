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
import { useEvent } from '../api/event'
import { EventLoading } from './event-loading'
import { EventNotFound } from './event-not-found'
import { EventStatusBadge, ViewOnMapLink, capacityText } from './event-facts'
import { EventsHero } from './events-hero'
import { RegistrationCard } from './registration-card'

const EVENT_IMAGE_SIZES = '(min-width: 64rem) 640px, (min-width: 48rem) 66vw, 100vw'

/** /events/{slug} (SPEC 'Event detail'). */
export function EventDetailPage({ slug }: { slug: string }) {
  const query = useEvent(slug)
  if (query.isPending) return <EventLoading />
  if (query.isError) return <EventNotFound />
  const event = query.data

  return (
    <>
      <EventsHero title={event.title}>
        <ChakraLink asChild color="white" mb="4" display="inline-block">
          <Link to="/events"><span aria-hidden="true">←</span> Back to Events</Link>
        </ChakraLink>
        <HStack mb="3" gap="3" wrap="wrap">
          <EventStatusBadge status={event.status} cancelled={event.cancelled} />
          {event.maxCapacity !== null && <Text color="brand.50">{capacityText(event.maxCapacity)}</Text>}
        </HStack>
      </EventsHero>
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gridColumn={{ md: 'span 2' }} gap="6">
            {event.featuredImage && (
              // two thirds of the 5xl container from md, the whole width on a phone; the page's LCP candidate
              <ResponsiveImage image={event.featuredImage} sizes={EVENT_IMAGE_SIZES} priority w="100%" borderRadius="xl" />
            )}
            <EventWhenWhere event={event} />
            <Box as="section" aria-labelledby="about-event-heading">
              <Heading as="h2" id="about-event-heading" size="xl" color="brand.800" mb="3">About This Event</Heading>
              <Stack gap="4">
                {toParagraphs(event.description).map((p, i) => <Text key={i}>{p}</Text>)}
              </Stack>
            </Box>
          </Stack>
          <Box><RegistrationCard event={event} /></Box>
        </SimpleGrid>
      </Container>
    </>
  )
}

function EventWhenWhere({ event }: { event: Event }) {
  return (
    <Stack gap="3" p="5" bg="gray.50" borderRadius="lg">
      <Text><Text as="span" fontWeight="semibold">Date: </Text>{formatLongDate(event.eventDate)}</Text>
      <Text><Text as="span" fontWeight="semibold">Time: </Text>{formatTime(event.eventDate)}</Text>
      <Box>
        <Text><Text as="span" fontWeight="semibold">Location: </Text>{event.location}</Text>
        <ViewOnMapLink location={event.location} />
      </Box>
      {event.status === 'upcoming' && event.registrationDeadline && (
        <Box role="note" p="4" borderLeftWidth="4px" borderColor="accent.600" bg="accent.50">
          <Text fontWeight="semibold">Registration Deadline</Text>
          <Text>
            {formatLongDate(event.registrationDeadline)} at {formatTime(event.registrationDeadline)}
          </Text>
        </Box>
      )}
    </Stack>
  )
}
