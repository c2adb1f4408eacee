import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BlogPost } from '@contract/blog.ts'
import { apiFetch } from '@/lib/http'

export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  // The schema loads with the request, so zod stays out of the route tree's first load.
  return apiFetch(`/api/blog/${encodeURIComponent(slug)}`, { schema: () => import('@contract/blog.ts').then((m) => m.blogPostSchema), signal })
}

/** GET /api/blog/{slug}, cached 10 minutes (SPEC §7, §9). */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['api', 'blog', slug] as const,
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    staleTime: 10 * 60_000,
  })

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug))
}
