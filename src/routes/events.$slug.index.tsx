import { createFileRoute } from '@tanstack/react-router'
import { EventDetailPage } from '@/features/events/components/event-detail-page'
import { eventQueryOptions } from '@/features/events/api/event'
import { pageHead } from '@/lib/seo'
import { EventLoading } from '@/features/events/components/event-loading'

export const Route = createFileRoute('/events/$slug/')({
  // Shown while the loader waits for the data (a first visit to this URL on a slow connection).
  pendingComponent: EventLoading,
  loader: ({ context, params }) => context.queryClient.fetchQuery(eventQueryOptions(params.slug)).catch(() => null),
  head: ({ loaderData, params }) =>
    pageHead({
      title: loaderData?.title ?? 'Event Not Found',
      description: loaderData ? `${loaderData.title}: ${loaderData.location}.` : 'An event of our community.',
      path: `/events/${params.slug}`,
    }),
  component: EventDetailRoute,
})

function EventDetailRoute() {
  const { slug } = Route.useParams()
  return <EventDetailPage slug={slug} />
}
