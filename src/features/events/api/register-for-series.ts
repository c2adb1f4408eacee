import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SeriesRegistered, SeriesRegistrationRequest } from '@contract/series.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'
import { eventsQueryOptions } from './events'

export async function registerForSeries(slug: string, values: SeriesRegistrationRequest): Promise<SeriesRegistered> {
  // The schemas load with the request, so zod stays out of the page's start.
  const { seriesRegisteredSchema, seriesRegistrationRequestSchema } = await import('@contract/series.ts')
  return apiFetch(`/api/series/${encodeURIComponent(slug)}/register`, {
    method: 'POST',
    body: seriesRegistrationRequestSchema.parse(values),
    schema: seriesRegisteredSchema,
  })
}

/**
 * POST /api/series/{slug}/register: one registration per chosen date, all or none. On success the
 * series, its dates' pages and the list's seat counts are read again (all under the list's key).
 */
export function useRegisterForSeries(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: SeriesRegistrationRequest) => registerForSeries(slug, values),
    onSuccess: () => refreshQueries(queryClient, eventsQueryOptions().queryKey),
  })
}
