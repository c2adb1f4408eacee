import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BlogPostSummary } from '@contract/blog.ts'
import { apiFetch } from '@/lib/http'

/** The posts without their content: the answer carries it (SPEC §3), the cards do not show it. */
export function getBlogPosts(signal?: AbortSignal): Promise<BlogPostSummary[]> {
  // The schema loads with the request, so zod stays out of the route tree's first load.
  return apiFetch('/api/blog', { schema: () => import('@contract/blog.ts').then((m) => m.blogSummaryListSchema), signal })
}

/** GET /api/blog, cached 5 minutes (SPEC §7, §9). */
export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'blog'] as const,
    queryFn: ({ signal }) => getBlogPosts(signal),
    staleTime: 5 * 60_000,
  })

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions())
}
