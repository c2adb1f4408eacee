import { queryOptions } from '@tanstack/react-query'
import { newsletterListSchema } from '@contract/newsletter.ts'
import { apiFetch } from '@/lib/http'

/** GET /api/newsletter: the signups, fresh 30 s (SPEC §7, §9). */
export const newsletterQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'newsletter'] as const,
    queryFn: ({ signal }) => apiFetch('/api/newsletter', { schema: newsletterListSchema, signal }),
    staleTime: 30_000,
  })
