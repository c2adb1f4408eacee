import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '@/features/search/components/search-page'
import { searchable, searchQueryOptions } from '@/features/search/api/site-search'
import { searchFormMessages } from '@/features/search/form-messages'
import { pageHead } from '@/lib/seo'
import { optionalStringParam } from '@/lib/search-params'
import { wordsIn } from '@/i18n/messages'

const validateSearch = optionalStringParam('q')

export const Route = createFileRoute('/search')({
  validateSearch,
  loaderDeps: ({ search }) => ({ words: search.q?.trim() ?? '' }),
  // Rendered on request with its results (a page with a query string is never kept by the CDN); in
  // the browser the page shows its own "Searching…" while they come.
  loader: ({ context, deps }) => {
    if (!searchable(deps.words)) return
    const loading = context.queryClient.prefetchQuery(searchQueryOptions(deps.words, context.locale))
    if (import.meta.env.SSR) return loading
  },
  // Result pages are not for search engines; the links on them are.
  head: ({ match }) => {
    const { title, description } = wordsIn(searchFormMessages, match.context.locale)
    return pageHead({ locale: match.context.locale, title, description, path: '/search', robots: 'noindex, follow' })
  },
  component: SearchRoute,
})

function SearchRoute() {
  const { words } = Route.useLoaderDeps()
  return <SearchPage words={words} />
}
