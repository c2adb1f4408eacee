import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { useEvents } from '../api/events'
import { EventCard } from './event-card'
import { EventsHero } from './events-hero'
import { CalendarSubscribeLinks } from './calendar-links'
import { defineMessages, useMessages } from '@/i18n/messages'
import { eventsMessages } from '../messages'
import { UntranslatedNotice } from '@/i18n/untranslated-notice'
import { meetsNeeds } from '@contract/sensory-terms.ts'
import type { EventNeed } from '@contract/event-needs.ts'
import { EventsFilter } from './events-filter'

const messages = defineMessages({
  en: {
    errorTitle: 'Error Loading Events',
    errorText: 'Please try again later',
    emptyTitle: 'No Events Scheduled',
    emptyText: 'There are no events on the calendar right now. Check back soon.',
    title: 'Upcoming Events',
    eyebrow: 'Community Events',
    stayConnected: 'Stay Connected',
    stayConnectedText: 'Want to hear about new events or suggest one? Get in touch with our team.',
    loading: 'Loading events...',
    noMatchTitle: 'No Events Match',
    noMatchText: 'No event has everything you chose. Try fewer choices, or call us: we can help you plan a visit.',
  },
  es: {
    errorTitle: 'Error al cargar los eventos',
    errorText: 'Por favor, inténtelo de nuevo más tarde',
    emptyTitle: 'No hay eventos programados',
    emptyText: 'Por ahora no hay eventos en el calendario. Vuelva a visitarnos pronto.',
    title: 'Próximos eventos',
    eyebrow: 'Eventos de la comunidad',
    stayConnected: 'Manténgase en contacto',
    stayConnectedText: '¿Quiere saber de nuevos eventos o sugerir uno? Comuníquese con nuestro equipo.',
    loading: 'Cargando eventos...',
    noMatchTitle: 'Ningún evento coincide',
    noMatchText: 'Ningún evento tiene todo lo que eligió. Pruebe con menos opciones, o llámenos: podemos ayudarle a planificar su visita.',
  },
})

/**
 * /events (SPEC 'Events list'): loading text, error, empty or the grid, only the events that meet
 * the `needs` the visitor filtered by (issue 61); then Stay Connected.
 */
export function EventsListPage({ needs = [] }: { needs?: readonly EventNeed[] }) {
  const t = useMessages(messages)
  const shared = useMessages(eventsMessages)
  const events = useEvents()
  const shown = events.data?.filter((event) => meetsNeeds(event.sensoryProfile, needs)) ?? []

  let body
  if (events.isPending) body = <EventsLoading />
  else if (events.isError) body = <Notice title={t.errorTitle} text={t.errorText} />
  else if (events.data.length === 0)
    body = <Notice title={t.emptyTitle} text={t.emptyText} />
  else if (shown.length === 0)
    body = <Notice title={t.noMatchTitle} text={t.noMatchText} />
  else
    body = (
      <>
        <UntranslatedNotice items={shown} mb="6" />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {shown.map((event, i) => (
            <li key={event.id}>
              <EventCard event={event} priority={i === 0} />
            </li>
          ))}
        </SimpleGrid>
      </>
    )

  return (
    <>
      <EventsHero title={t.title}>
        <Text mb="2" fontWeight="semibold" color="brand.100">{t.eyebrow}</Text>
      </EventsHero>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        {events.data && events.data.length > 0 && <EventsFilter needs={needs} />}
        {body}
        <Box as="section" aria-labelledby="stay-connected-heading" mt="16" p={{ base: '6', md: '10' }} bg="brand.50" borderRadius="xl" textAlign="center">
          <Heading as="h2" id="stay-connected-heading" size="2xl" color="brand.800">
            {t.stayConnected}
          </Heading>
          <Text mt="3" color="fg.muted">
            {t.stayConnectedText}
          </Text>
          <LinkButton asChild mt="6" colorPalette="brand">
            <Link to="/contact">{shared.contactUs}</Link>
          </LinkButton>
          <CalendarSubscribeLinks />
        </Box>
      </Container>
    </>
  )
}

/** The loading text over placeholder cards the size of real ones, so the page keeps its layout when the list arrives. */
function EventsLoading() {
  const t = useMessages(messages)
  return (
    <Box aria-busy="true">
      <Text role="status" textAlign="center" mb="6">{t.loading}</Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height="25rem" borderRadius="lg" />)}
      </SimpleGrid>
    </Box>
  )
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Box role="status" textAlign="center" py="12" borderWidth="1px" borderRadius="lg" bg="gray.50">
      <Heading as="h2" size="xl" color="brand.800">{title}</Heading>
      <Text mt="2" color="fg.muted">{text}</Text>
    </Box>
  )
}
