import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchAnswer } from '@contract/search.ts'
import { SEARCH_MAX_LENGTH } from '@contract/search-marks.ts'
import { apiFetch } from '@/lib/http'
import type { Locale } from '@/i18n/locale'
import { contentPath } from '@/i18n/content-language'

/** Words the page sends to /api: some, and not too many (else it says so itself). */
export const searchable = (words: string) => words.length > 0 && words.length <= SEARCH_MAX_LENGTH

/** GET /api/search in the page's language. */
export function getSearch(words: string, locale: Locale, signal?: AbortSignal): Promise<SearchAnswer> {
  return apiFetch(contentPath(`/api/search?q=${encodeURIComponent(words)}`, locale), {
    schema: async () => (await import('@contract/search.ts')).searchAnswerSchema,
    signal,
  })
}

/**
 * One search, kept a minute. The page that arrives rendered with its results shows them without
 * asking again (refetchOnMount: false), so each search is asked, and counted for staff, once.
 */
export const searchQueryOptions = (words: string, locale: Locale) =>
  queryOptions({
    queryKey: ['api', 'search', { q: words, lang: locale }] as const,
    queryFn: ({ signal }) => getSearch(words, locale, signal),
    staleTime: 60_000,
    refetchOnMount: false,
    retry: false,
  })

export function useSearch(words: string, locale: Locale) {
  return useQuery({ ...searchQueryOptions(words, locale), enabled: searchable(words) })
}
