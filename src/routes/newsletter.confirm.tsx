import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { ConfirmPage } from '@/features/newsletter/components/confirm-page'
import { pageHead } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: { title: 'Confirm Subscription', description: 'Confirm that you want to receive our newsletter.' },
  es: { title: 'Confirmar la suscripción', description: 'Confirme que desea recibir nuestro boletín.' },
})

// Made outside the route's options: written inline beside a head() that takes arguments, the
// validator's type is inferred as {} and Route.useSearch() loses `token`.
const validateSearch = optionalStringParam('token')

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch,
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/newsletter/confirm' }),
  component: ConfirmRoute,
})

function ConfirmRoute() {
  const { token } = Route.useSearch()
  return <ConfirmPage token={token} />
}
