import { createFileRoute } from '@tanstack/react-router'
import { WithdrawPage } from '@/features/careers/components/withdraw-page'
import { optionalStringParam } from '@/lib/search-params'
import type { Locale } from '@/i18n/locale'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'

const messages = defineMessages({
  en: { title: 'Withdraw Your Application', description: 'Withdraw a job or volunteer application.' },
  es: { title: 'Retirar su solicitud', description: 'Retire una solicitud de empleo o de voluntariado.' },
})

export const Route = createFileRoute('/applications/withdraw')({
  validateSearch: optionalStringParam('token'),
  // The parameter's type is written out: left to inference, it hides validateSearch's type from useSearch.
  head: ({ match }: { match: { context: { locale: Locale } } }) =>
    pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/applications/withdraw', robots: 'noindex, nofollow' }),
  component: WithdrawRoute,
})

function WithdrawRoute() {
  const { token } = Route.useSearch()
  return <WithdrawPage token={token} />
}
