import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Event } from '@contract/events.ts'
import type { WithLanguage } from '@contract/translations.ts'
import { apiFetch } from '@/lib/http'
import type { Locale } from '@/i18n/locale'
import { contentKey, contentPath } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const eventSchema = async () => {
  const [contract, { withLanguage }] = await Promise.all([import('@contract/events.ts'), import('@/i18n/content-language-schema')])
  return withLanguage(contract.eventSchema)
}

export function getEvent(slug: string, locale: Locale = 'en', signal?: AbortSignal): Promise<WithLanguage<Event>> {
  // The schema loads with the request, so zod stays out of the route tree's first load.
  return apiFetch(contentPath(`/api/events/${encodeURIComponent(slug)}`, locale), { schema: eventSchema, signal })
}

/** GET /api/events/{slug}; refreshed after a registration (SPEC §4). */
export const eventQueryOptions = (slug: string, locale: Locale = 'en') =>
  queryOptions({
    queryKey: contentKey(['api', 'events', slug], locale),
    queryFn: ({ signal }) => getEvent(slug, locale, signal),
  })

/** The event in the page's language. */
export function useEvent(slug: string) {
  return useQuery(eventQueryOptions(slug, useLocale()))
}
