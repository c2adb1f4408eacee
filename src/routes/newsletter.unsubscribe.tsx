import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { UnsubscribePage } from '@/features/newsletter/components/unsubscribe-page'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: optionalStringParam('token'),
  head: () => pageHead({ title: 'Unsubscribe', description: 'Stop receiving our newsletter.', path: '/newsletter/unsubscribe' }),
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token } = Route.useSearch()
  return <UnsubscribePage token={token} />
}
