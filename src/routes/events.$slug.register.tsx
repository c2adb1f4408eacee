import { createFileRoute } from '@tanstack/react-router'
import { RegistrationPage } from '@/features/events/components/registration-page'
import { eventQueryOptions } from '@/features/events/api/event'
import { pageHead } from '@/lib/seo'
import { EventLoading } from '@/features/events/components/event-loading'

export const Route = createFileRoute('/events/$slug/register')({
  // Shown while the loader waits for the data (a first visit to this URL on a slow connection).
  pendingComponent: EventLoading,
  loader: ({ context, params }) => context.queryClient.fetchQuery(eventQueryOptions(params.slug)).catch(() => null),
  head: ({ loaderData, params }) =>
    pageHead({
      title: loaderData ? `Register: ${loaderData.title}` : 'Event Not Found',
      description: loaderData ? `Register for ${loaderData.title}. Registration is free.` : 'Event registration.',
      path: `/events/${params.slug}/register`,
    }),
  component: RegistrationRoute,
})

function RegistrationRoute() {
  const { slug } = Route.useParams()
  return <RegistrationPage slug={slug} />
}
