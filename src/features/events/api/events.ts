import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Event } from '@contract/events.ts'
import { apiFetch } from '@/lib/http'

export function getEvents(signal?: AbortSignal): Promise<Event[]> {
  // The schema loads with the request, so zod stays out of the route tree's first load.
  return apiFetch('/api/events', { schema: () => import('@contract/events.ts').then((m) => m.eventListSchema), signal })
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
