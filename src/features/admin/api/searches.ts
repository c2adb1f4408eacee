import { queryOptions } from '@tanstack/react-query'
import { searchSummarySchema } from '@contract/search.ts'
import { apiFetch } from '@/lib/http'

/** GET /api/admin/searches: what visitors searched for this month (issue 60, item 4). */
export const searchSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'admin', 'searches'] as const,
    queryFn: ({ signal }) => apiFetch('/api/admin/searches', { schema: searchSummarySchema, signal }),
    staleTime: 60_000,
  })
