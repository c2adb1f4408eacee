import { createFileRoute } from '@tanstack/react-router'
import { MonthlyGiftPage } from '@/features/donate/components/monthly-gift-page'
import { optionalStringParam } from '@/lib/search-params'
import type { Locale } from '@/i18n/locale'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'

const messages = defineMessages({
  en: { title: 'Your Monthly Gift', description: 'See or cancel your monthly gift.' },
  es: { title: 'Su donación mensual', description: 'Vea o cancele su donación mensual.' },
})

export const Route = createFileRoute('/donate_/monthly-gift')({
  validateSearch: optionalStringParam('token'),
  // The parameter's type is written out: left to inference, it hides validateSearch's type from useSearch.
  head: ({ match }: { match: { context: { locale: Locale } } }) => {
    const t = wordsIn(messages, match.context.locale)
    return pageHead({ locale: match.context.locale, title: t.title, description: t.description, path: '/donate/monthly-gift' })
  },
  component: MonthlyGiftRoute,
})

function MonthlyGiftRoute() {
  const { token } = Route.useSearch()
  return <MonthlyGiftPage token={token} />
}
