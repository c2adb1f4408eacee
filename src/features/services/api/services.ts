import { queryOptions, useQuery } from '@tanstack/react-query'
import { freshSinceServed } from '@/lib/fresh-since-served'
import type { ServiceListItem } from '@contract/services.ts'
import type { WithLanguage } from '@contract/translations.ts'
import { apiFetch } from '@/lib/http'
import type { Locale } from '@/i18n/locale'
import { contentKey, contentPath } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const listSchema = async () => {
  const [{ serviceListSchema }, { listWithLanguage }] = await Promise.all([import('@contract/services.ts'), import('@/i18n/content-language-schema')])
  return listWithLanguage(serviceListSchema)
}

/** The services in `locale`, each marked with the language its texts are in (none in English). */
export function getServices(locale: Locale = 'en', signal?: AbortSignal): Promise<WithLanguage<ServiceListItem>[]> {
  // The schema loads with the request, so zod is not evaluated with the page's code (and stays
  // out of the code home loads at first, where the services come with the carousel).
  return apiFetch(contentPath('/api/services', locale), { schema: listSchema, signal })
}

/** GET /api/services, cached 5 minutes (SPEC §7, §9). */
export const servicesQueryOptions = (locale: Locale = 'en') =>
  queryOptions({
    queryKey: contentKey(['api', 'services'], locale),
    queryFn: ({ signal }) => getServices(locale, signal),
    staleTime: freshSinceServed(5 * 60_000),
  })

/** The services in the page's language. */
export function useServices() {
  return useQuery(servicesQueryOptions(useLocale()))
}
