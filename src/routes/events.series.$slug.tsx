import { createFileRoute } from '@tanstack/react-router'
import type { PublicSeries } from '@contract/series.ts'
import { SeriesPage } from '@/features/events/components/series-page'
import { seriesQueryOptions } from '@/features/events/api/series'
import { EventLoading } from '@/features/events/components/event-loading'
import { notFoundTitles } from '@/features/events/not-found-titles'
import { pageHead, siteOrigin } from '@/lib/seo'
import { siteOfMatches } from '@/lib/site-content'
import { detailPageBuilders } from '@/lib/structured-data/detail-page-builders'
import { jsonLdScript } from '@/lib/structured-data/json-ld'
import type { seriesPageJsonLd } from '@/lib/structured-data/detail-pages'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'
import type { Locale } from '@/i18n/locale'

const messages = defineMessages({
  en: {
    description: (title: string, schedule: string, location: string) => `${title}: ${schedule}, at ${location}. Register for one date or several.`,
    notFoundDescription: 'An event series of our community.',
  },
  es: {
    description: (title: string, schedule: string, location: string) => `${title}: ${schedule}, en ${location}. Inscríbase en una fecha o en varias.`,
    notFoundDescription: 'Una serie de eventos de nuestra comunidad.',
  },
})

export const Route = createFileRoute('/events/series/$slug')({
  // Shown while the loader waits for the data (a first visit to this URL on a slow connection).
  pendingComponent: EventLoading,
  // The build also renders the registration form, whose code the browser loads as the visitor heads there.
  loader: async ({ context, params }) => {
    const series = context.queryClient.fetchQuery(seriesQueryOptions(params.slug, context.locale)).catch(() => null)
    if (!import.meta.env.SSR) return series
    const { preloadSeriesRegistration } = await import('@/features/events/components/series-registration-section')
    const [data] = await Promise.all([series, preloadSeriesRegistration()])
    return data
  },
  head: async ({ loaderData, params, matches, match }) => {
    const t = wordsIn(messages, match.context.locale)
    return {
      ...pageHead({
        locale: match.context.locale,
        title: loaderData?.title ?? wordsIn(notFoundTitles, match.context.locale).series,
        description: loaderData ? t.description(loaderData.title, loaderData.schedule, loaderData.location) : t.notFoundDescription,
        path: `/events/series/${params.slug}`,
        translated: isTranslated(loaderData),
      }),
      scripts: loaderData ? await seriesScripts(loaderData, siteOfMatches(matches).address, match.context.locale) : [],
    }
  },
  component: SeriesRoute,
})

/** The series with its dates and the trail to it, as structured data (its builders load with it). */
async function seriesScripts(series: PublicSeries, office: Parameters<typeof seriesPageJsonLd>[2], locale: Locale) {
  const { seriesPageJsonLd } = await detailPageBuilders()
  return seriesPageJsonLd(siteOrigin(), series, office, locale).map(jsonLdScript)
}

function SeriesRoute() {
  const { slug } = Route.useParams()
  return <SeriesPage slug={slug} />
}
