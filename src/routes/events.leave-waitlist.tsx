import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { EventLinkPage } from '@/features/events/components/event-link-page'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/events/leave-waitlist')({
  validateSearch: optionalStringParam('token'),
  head: () => pageHead({ title: 'Leave the Waitlist', description: 'Leave an event waitlist.', path: '/events/leave-waitlist' }),
  component: LeaveWaitlistRoute,
})

function LeaveWaitlistRoute() {
  const { token } = Route.useSearch()
  return <EventLinkPage kind="leave" token={token} />
}
