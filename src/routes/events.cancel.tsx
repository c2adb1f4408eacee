import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { CancelRegistrationPage } from '@/features/events/components/cancel-registration-page'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/events/cancel')({
  validateSearch: optionalStringParam('token'),
  head: () => pageHead({ title: 'Cancel Registration', description: 'Cancel an event registration.', path: '/events/cancel' }),
  component: CancelRoute,
})

function CancelRoute() {
  const { token } = Route.useSearch()
  return <CancelRegistrationPage token={token} />
}
