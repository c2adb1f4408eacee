import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Event } from '@contract/events.ts'
import { apiFetch } from '@/lib/http'

export function getEvent(slug: string, signal?: AbortSignal): Promise<Event> {
  // The schema loads with the request, so zod stays out of the route tree's first load.
  return apiFetch(`/api/events/${encodeURIComponent(slug)}`, { schema: () => import('@contract/events.ts').then((m) => m.eventSchema), signal })
}

/** GET /api/events/{slug}; refreshed after a registration (SPEC §4). */
export const eventQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['api', 'events', slug] as const,
    queryFn: ({ signal }) => getEvent(slug, signal),
  })

export function useEvent(slug: string) {
  return useQuery(eventQueryOptions(slug))
}
