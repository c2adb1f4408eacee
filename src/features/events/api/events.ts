import { queryOptions, useQuery } from '@tanstack/react-query'
import { eventListSchema, type Event } from '@contract/events.ts'
import { apiFetch } from '@/lib/http'

export function getEvents(signal?: AbortSignal): Promise<Event[]> {
  return apiFetch('/api/events', { schema: eventListSchema, signal })
}

/** GET /api/events (SPEC §7: no override, so the app's defaults apply). */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'events'] as const,
    queryFn: ({ signal }) => getEvents(signal),
  })

export function useEvents() {
  return useQuery(eventsQueryOptions())
}
