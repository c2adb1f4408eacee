import { createFileRoute } from '@tanstack/react-router'
import { MonthlyGiftPage } from '@/features/donate/components/monthly-gift-page'
import { optionalStringParam } from '@/lib/search-params'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/donate_/monthly-gift')({
  validateSearch: optionalStringParam('token'),
  head: () => pageHead({ title: 'Your Monthly Gift', description: 'See or cancel your monthly gift.', path: '/donate/monthly-gift' }),
  component: MonthlyGiftRoute,
})

function MonthlyGiftRoute() {
  const { token } = Route.useSearch()
  return <MonthlyGiftPage token={token} />
}
