import { queryOptions, useQuery } from '@tanstack/react-query'
import { freshSinceServed } from '@/lib/fresh-since-served'
import type { BlogPost } from '@contract/blog.ts'
import type { WithLanguage } from '@contract/translations.ts'
import { apiFetch } from '@/lib/http'
import type { Locale } from '@/i18n/locale'
import { contentKey, contentPath } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const postSchema = async () => {
  const [{ blogPostSchema }, { withLanguage }] = await Promise.all([import('@contract/blog.ts'), import('@/i18n/content-language-schema')])
  return withLanguage(blogPostSchema)
}

export function getBlogPost(slug: string, locale: Locale = 'en', signal?: AbortSignal): Promise<WithLanguage<BlogPost>> {
  // The schema loads with the request, so zod stays out of the route tree's first load.
  return apiFetch(contentPath(`/api/blog/${encodeURIComponent(slug)}`, locale), { schema: postSchema, signal })
}

/** GET /api/blog/{slug}, cached 10 minutes (SPEC §7, §9). */
export const blogPostQueryOptions = (slug: string, locale: Locale = 'en') =>
  queryOptions({
    queryKey: contentKey(['api', 'blog', slug], locale),
    queryFn: ({ signal }) => getBlogPost(slug, locale, signal),
    staleTime: freshSinceServed(10 * 60_000),
  })

/** The post in the page's language. */
export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug, useLocale()))
}
