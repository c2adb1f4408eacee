import { queryOptions, useQuery } from '@tanstack/react-query'
import { freshSinceServed } from '@/lib/fresh-since-served'
import type { BlogPostSummary } from '@contract/blog.ts'
import type { WithLanguage } from '@contract/translations.ts'
import { apiFetch } from '@/lib/http'
import type { Locale } from '@/i18n/locale'
import { contentKey, contentPath } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

/** The posts without their content: the answer carries it (SPEC §3), the cards do not show it. */
export function getBlogPosts(locale: Locale = 'en', signal?: AbortSignal): Promise<WithLanguage<BlogPostSummary>[]> {
  // The schema loads with the request, so zod stays out of the route tree's first load.
  return apiFetch(contentPath('/api/blog', locale), { schema: listSchema, signal })
}

const listSchema = async () => {
  const [{ blogSummaryListSchema }, { listWithLanguage }] = await Promise.all([import('@contract/blog.ts'), import('@/i18n/content-language-schema')])
  return listWithLanguage(blogSummaryListSchema)
}

/** GET /api/blog, cached 5 minutes (SPEC §7, §9). */
export const blogPostsQueryOptions = (locale: Locale = 'en') =>
  queryOptions({
    queryKey: contentKey(['api', 'blog'], locale),
    queryFn: ({ signal }) => getBlogPosts(locale, signal),
    staleTime: freshSinceServed(5 * 60_000),
  })

/** The posts in the page's language. */
export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions(useLocale()))
}
