import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Event } from '@contract/events.ts'
import type { WithLanguage } from '@contract/translations.ts'
import { apiFetch } from '@/lib/http'
import type { Locale } from '@/i18n/locale'
import { contentKey, contentPath } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const listSchema = async () => {
  const [{ eventListSchema }, { listWithLanguage }] = await Promise.all([import('@contract/events.ts'), import('@/i18n/content-language-schema')])
  return listWithLanguage(eventListSchema)
}

export function getEvents(locale: Locale = 'en', signal?: AbortSignal): Promise<WithLanguage<Event>[]> {
  // The schema loads with the request, so zod stays out of the route tree's first load.
  return apiFetch(contentPath('/api/events', locale), { schema: listSchema, signal })
}

/** GET /api/events (SPEC §7: no override, so the app's defaults apply). */
export const eventsQueryOptions = (locale: Locale = 'en') =>
  queryOptions({
    // The English key is a prefix of every event's, in either language: a refresh after a
    // registration reads the seats again wherever they are shown.
    queryKey: contentKey(['api', 'events'], locale),
    queryFn: ({ signal }) => getEvents(locale, signal),
  })

/** The events in the page's language. */
export function useEvents() {
  return useQuery(eventsQueryOptions(useLocale()))
}
