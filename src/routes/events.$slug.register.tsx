import { createFileRoute } from '@tanstack/react-router'
import { RegistrationPage } from '@/features/events/components/registration-page'
import { eventQueryOptions } from '@/features/events/api/event'
import { pageHead } from '@/lib/seo'
import { EventLoading } from '@/features/events/components/event-loading'
import { notFoundTitles } from '@/features/events/not-found-titles'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    title: (event: string) => `Register: ${event}`,
    description: (event: string) => `Register for ${event}. Registration is free.`,
    notFoundDescription: 'Event registration.',
  },
  es: {
    title: (event: string) => `Inscripción: ${event}`,
    description: (event: string) => `Inscríbase en ${event}. La inscripción es gratis.`,
    notFoundDescription: 'Inscripción a eventos.',
  },
})

export const Route = createFileRoute('/events/$slug/register')({
  // Shown while the loader waits for the data (a first visit to this URL on a slow connection).
  pendingComponent: EventLoading,
  loader: ({ context, params }) => context.queryClient.fetchQuery(eventQueryOptions(params.slug, context.locale)).catch(() => null),
  head: ({ loaderData, params, match }) => {
    const t = wordsIn(messages, match.context.locale)
    return pageHead({
      locale: match.context.locale,
      title: loaderData ? t.title(loaderData.title) : wordsIn(notFoundTitles, match.context.locale).event,
      description: loaderData ? t.description(loaderData.title) : t.notFoundDescription,
      path: `/events/${params.slug}/register`,
    })
  },
  component: RegistrationRoute,
})

function RegistrationRoute() {
  const { slug } = Route.useParams()
  return <RegistrationPage slug={slug} />
}
