import { createFileRoute } from '@tanstack/react-router'
import { HeldMailConfirm } from '@/features/held-forms/components/held-mail-confirm'
import { heldMailMessages } from '@/features/held-forms/held-mail-messages'
import { wordsIn } from '@/i18n/messages'
import { optionalStringParam } from '@/lib/search-params'
import { pageHead } from '@/lib/seo'

// Made outside the route's options: written inline beside a head() that takes arguments, the
// validator's type is inferred as {} and Route.useSearch() loses `token`.
const validateSearch = optionalStringParam('token')

/** The page a held form's mail links to: its button sends the form (kept out of search engines). */
export const Route = createFileRoute('/forms/held-confirm')({
  validateSearch,
  head: ({ match }) => {
    const words = wordsIn(heldMailMessages, match.context.locale)
    return pageHead({ locale: match.context.locale, title: words.title, description: words.question, path: '/forms/held-confirm', robots: 'noindex, nofollow' })
  },
  component: HeldMailConfirmRoute,
})

function HeldMailConfirmRoute() {
  const { token } = Route.useSearch()
  return <HeldMailConfirm token={token} />
}
