import { createFileRoute } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { EventLinkPage } from '@/features/events/components/event-link-page'
import { pageHead } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: { title: 'Claim Your Seats', description: 'Claim seats offered from an event waitlist.' },
  es: { title: 'Reserve sus lugares', description: 'Reserve los lugares que le ofrecemos desde la lista de espera de un evento.' },
})

// Made outside the route's options: written inline beside a head() that takes arguments, the
// validator's type is inferred as {} and Route.useSearch() loses `token`.
const validateSearch = optionalStringParam('token')

export const Route = createFileRoute('/events/claim')({
  validateSearch,
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/events/claim' }),
  component: ClaimRoute,
})

function ClaimRoute() {
  const { token } = Route.useSearch()
  return <EventLinkPage kind="claim" token={token} />
}
