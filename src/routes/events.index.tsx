import { createFileRoute } from '@tanstack/react-router'
import { EventsListPage } from '@/features/events/components/events-list-page'
import { eventsQueryOptions } from '@/features/events/api/events'
import { pageHead } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { needsOf, needsSearch } from '@/features/events/lib/needs'

const messages = defineMessages({
  en: {
    title: 'Events',
    description: 'Workshops, family days and community events for people with autism and developmental disabilities and their families in New Jersey.',
  },
  es: {
    title: 'Eventos',
    description:
      'Talleres, días en familia y eventos de la comunidad para personas con autismo y discapacidades del desarrollo y sus familias en New Jersey.',
  },
})

export const Route = createFileRoute('/events/')({
  // ?quiet-room=on&low-noise=on&spanish=on: the list filtered by what visitors need (issue 61)
  validateSearch: needsSearch,
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/events' }),
  // The build waits for the list it writes into the page; in the browser the list shows its own loading state.
  loader: ({ context }) => {
    const loading = context.queryClient.prefetchQuery(eventsQueryOptions(context.locale))
    if (import.meta.env.SSR) return loading
  },
  component: EventsListRoute,
})

function EventsListRoute() {
  return <EventsListPage needs={needsOf(Route.useSearch())} />
}
