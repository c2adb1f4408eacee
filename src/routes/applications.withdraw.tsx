import { createFileRoute } from '@tanstack/react-router'
import { WithdrawPage } from '@/features/careers/components/withdraw-page'
import { optionalStringParam } from '@/lib/search-params'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'

const messages = defineMessages({
  en: { title: 'Withdraw Your Application', description: 'Withdraw a job or volunteer application.' },
  es: { title: 'Retirar su solicitud', description: 'Retire una solicitud de empleo o de voluntariado.' },
})

// Made outside the route's options: written inline beside a head() that takes arguments, the
// validator's type is inferred as {} and Route.useSearch() loses `token`.
const validateSearch = optionalStringParam('token')

export const Route = createFileRoute('/applications/withdraw')({
  validateSearch,
  head: ({ match }) =>
    pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/applications/withdraw', robots: 'noindex, nofollow' }),
  component: WithdrawRoute,
})

function WithdrawRoute() {
  const { token } = Route.useSearch()
  return <WithdrawPage token={token} />
}
