import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { UnsubscribePage } from '@/features/newsletter/components/unsubscribe-page'
import { pageHead } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: { title: 'Unsubscribe', description: 'Stop receiving our newsletter.' },
  es: { title: 'Cancelar la suscripción', description: 'Deje de recibir nuestro boletín.' },
})

// Made outside the route's options: written inline beside a head() that takes arguments, the
// validator's type is inferred as {} and Route.useSearch() loses `token`.
const validateSearch = optionalStringParam('token')

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch,
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/newsletter/unsubscribe' }),
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token } = Route.useSearch()
  return <UnsubscribePage token={token} />
}
