import { createFileRoute } from '@tanstack/react-router'
import { EventsListPage } from '@/features/events/components/events-list-page'
import { eventsQueryOptions } from '@/features/events/api/events'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/events/')({
  head: () =>
    pageHead({
      title: 'Events',
      description: 'Workshops, family days and community events for people with autism and developmental disabilities and their families in New Jersey.',
      path: '/events',
    }),
  // The list's data comes with the page (prerendered, then revalidated) or before the route renders.
  loader: ({ context }) => context.queryClient.prefetchQuery(eventsQueryOptions()),
  component: EventsListPage,
})
