import { createFileRoute } from '@tanstack/react-router'
import type { Event } from '@contract/events.ts'
import { EventDetailPage } from '@/features/events/components/event-detail-page'
import { eventQueryOptions } from '@/features/events/api/event'
import { pageHead, siteOrigin, socialImageOf } from '@/lib/seo'
import { siteOfMatches } from '@/lib/site-content'
import { detailPageBuilders } from '@/lib/structured-data/detail-page-builders'
import { jsonLdScript } from '@/lib/structured-data/json-ld'
import type { eventPageJsonLd } from '@/lib/structured-data/detail-pages'
import { EventLoading } from '@/features/events/components/event-loading'
import { notFoundTitles } from '@/features/events/not-found-titles'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'
import type { Locale } from '@/i18n/locale'

const messages = defineMessages({
  en: { description: 'An event of our community.' },
  es: { description: 'Un evento de nuestra comunidad.' },
})

export const Route = createFileRoute('/events/$slug/')({
  // Shown while the loader waits for the data (a first visit to this URL on a slow connection).
  pendingComponent: EventLoading,
  loader: ({ context, params }) => context.queryClient.fetchQuery(eventQueryOptions(params.slug, context.locale)).catch(() => null),
  head: async ({ loaderData, params, matches, match }) => ({
    ...pageHead({
      locale: match.context.locale,
      title: loaderData?.title ?? wordsIn(notFoundTitles, match.context.locale).event,
      description: loaderData ? `${loaderData.title}: ${loaderData.location}.` : wordsIn(messages, match.context.locale).description,
      path: `/events/${params.slug}`,
      image: socialImageOf(loaderData?.featuredImage, loaderData?.title ?? ''),
      translated: isTranslated(loaderData),
    }),
    scripts: loaderData ? await eventScripts(loaderData, siteOfMatches(matches).address, match.context.locale) : [],
  }),
  component: EventDetailRoute,
})

/** The event and the trail to it, as structured data (its builders load with it). */
async function eventScripts(event: Event, office: Parameters<typeof eventPageJsonLd>[2], locale: Locale) {
  const { eventPageJsonLd } = await detailPageBuilders()
  return eventPageJsonLd(siteOrigin(), event, office, locale).map(jsonLdScript)
}

function EventDetailRoute() {
  const { slug } = Route.useParams()
  return <EventDetailPage slug={slug} />
}
