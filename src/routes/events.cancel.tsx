import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { EventLinkPage } from '@/features/events/components/event-link-page'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/events/cancel')({
  validateSearch: optionalStringParam('token'),
  head: () => pageHead({ title: 'Cancel Registration', description: 'Cancel an event registration.', path: '/events/cancel' }),
  component: CancelRoute,
})

function CancelRoute() {
  const { token } = Route.useSearch()
  return <EventLinkPage kind="cancel" token={token} />
}
