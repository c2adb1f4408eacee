import { queryOptions, useQuery } from '@tanstack/react-query'
import { eventSchema, type Event } from '@contract/events.ts'
import { apiFetch } from '@/lib/http'

export function getEvent(slug: string, signal?: AbortSignal): Promise<Event> {
  return apiFetch(`/api/events/${encodeURIComponent(slug)}`, { schema: eventSchema, signal })
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
