import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { EventLinkPage } from '@/features/events/components/event-link-page'
import { pageHead } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: { title: 'Cancel Registration', description: 'Cancel an event registration.' },
  es: { title: 'Cancelar la inscripción', description: 'Cancele su inscripción a un evento.' },
})

// Made outside the route's options: written inline beside a head() that takes arguments, the
// validator's type is inferred as {} and Route.useSearch() loses `token`.
const validateSearch = optionalStringParam('token')

export const Route = createFileRoute('/events/cancel')({
  validateSearch,
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/events/cancel' }),
  component: CancelRoute,
})

function CancelRoute() {
  const { token } = Route.useSearch()
  return <EventLinkPage kind="cancel" token={token} />
}
