import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicSeries } from '@contract/series.ts'
import type { WithLanguage } from '@contract/translations.ts'
import { apiFetch } from '@/lib/http'
import type { Locale } from '@/i18n/locale'
import { contentKey, contentPath } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const seriesSchema = async () => {
  const [contract, { withLanguage }] = await Promise.all([import('@contract/series.ts'), import('@/i18n/content-language-schema')])
  return withLanguage(contract.publicSeriesSchema)
}

export function getSeries(slug: string, locale: Locale = 'en', signal?: AbortSignal): Promise<WithLanguage<PublicSeries>> {
  // The schema loads with the request, so zod stays out of the route tree's first load.
  return apiFetch(contentPath(`/api/series/${encodeURIComponent(slug)}`, locale), { schema: seriesSchema, signal })
}

/**
 * GET /api/series/{slug}: the series and its upcoming dates. Its key is under the events list's
 * (['api', 'events', …]), so the refresh after any registration reads its seats again too.
 */
export const seriesQueryOptions = (slug: string, locale: Locale = 'en') =>
  queryOptions({
    queryKey: contentKey(['api', 'events', 'series', slug], locale),
    queryFn: ({ signal }) => getSeries(slug, locale, signal),
  })

/** The series in the page's language. */
export function useSeries(slug: string) {
  return useQuery(seriesQueryOptions(slug, useLocale()))
}
