import { createFileRoute } from '@tanstack/react-router'
import { MonthlyGiftPage } from '@/features/donate/components/monthly-gift-page'
import { optionalStringParam } from '@/lib/search-params'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'

const messages = defineMessages({
  en: { title: 'Your Monthly Gift', description: 'See or cancel your monthly gift.' },
  es: { title: 'Su donación mensual', description: 'Vea o cancele su donación mensual.' },
})

// Made outside the route's options: written inline beside a head() that takes arguments, the
// validator's type is inferred as {} and Route.useSearch() loses `token`.
const validateSearch = optionalStringParam('token')

export const Route = createFileRoute('/donate_/monthly-gift')({
  validateSearch,
  head: ({ match }) => {
    const t = wordsIn(messages, match.context.locale)
    return pageHead({ locale: match.context.locale, title: t.title, description: t.description, path: '/donate/monthly-gift' })
  },
  component: MonthlyGiftRoute,
})

function MonthlyGiftRoute() {
  const { token } = Route.useSearch()
  return <MonthlyGiftPage token={token} />
}
