import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { ClaimSeatsPage } from '@/features/events/components/waitlist-link-pages'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/events/claim')({
  validateSearch: optionalStringParam('token'),
  head: () => pageHead({ title: 'Claim Your Seats', description: 'Claim seats offered from an event waitlist.', path: '/events/claim' }),
  component: ClaimRoute,
})

function ClaimRoute() {
  const { token } = Route.useSearch()
  return <ClaimSeatsPage token={token} />
}
