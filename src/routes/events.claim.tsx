import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { EventLinkPage } from '@/features/events/components/event-link-page'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/events/claim')({
  validateSearch: optionalStringParam('token'),
  head: () => pageHead({ title: 'Claim Your Seats', description: 'Claim seats offered from an event waitlist.', path: '/events/claim' }),
  component: ClaimRoute,
})

function ClaimRoute() {
  const { token } = Route.useSearch()
  return <EventLinkPage kind="claim" token={token} />
}
