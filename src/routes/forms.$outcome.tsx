import { createFileRoute, notFound } from '@tanstack/react-router'
import { HeldConfirm } from '@/features/held-forms/components/held-confirm'
import { FormOutcomePage } from '@/features/form-outcomes/components/form-outcome-page'
import { isOutcome, outcomeTitles } from '@/features/form-outcomes/outcomes'
import { wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'

/** What happened to a form the browser sent itself (features/form-outcomes); kept out of search engines and the sitemap. */
export const Route = createFileRoute('/forms/$outcome')({
  loader: ({ params }) => {
    if (!isOutcome(params.outcome)) throw notFound()
    return params.outcome
  },
  head: ({ loaderData, match, params }) => {
    const title = loaderData ? wordsIn(outcomeTitles, match.context.locale)[loaderData] : params.outcome
    // a page kept out of search engines: its title says all a description would
    return pageHead({ locale: match.context.locale, title, description: title, path: `/forms/${params.outcome}`, robots: 'noindex, nofollow' })
  },
  component: FormOutcomeRoute,
})

function FormOutcomeRoute() {
  const outcome = Route.useLoaderData()
  return <FormOutcomePage outcome={outcome}>{outcome === 'held' && <HeldConfirm />}</FormOutcomePage>
}
