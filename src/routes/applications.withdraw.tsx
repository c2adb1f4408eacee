import { createFileRoute } from '@tanstack/react-router'
import { WithdrawPage } from '@/features/careers/components/withdraw-page'
import { optionalStringParam } from '@/lib/search-params'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/applications/withdraw')({
  validateSearch: optionalStringParam('token'),
  head: () =>
    pageHead({ title: 'Withdraw Your Application', description: 'Withdraw a job or volunteer application.', path: '/applications/withdraw', robots: 'noindex, nofollow' }),
  component: WithdrawRoute,
})

function WithdrawRoute() {
  const { token } = Route.useSearch()
  return <WithdrawPage token={token} />
}
