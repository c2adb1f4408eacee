import { queryOptions } from '@tanstack/react-query'
import { adminEventListSchema, registrationListSchema, type AdminEvent, type EventInput } from '@contract/admin-content.ts'
import { apiFetch } from '@/lib/http'
import { contentResource } from './content-resource'

/** /api/admin/events: every event with seats taken and left. */
export const adminEvents = contentResource<AdminEvent, EventInput>('events', adminEventListSchema)

/** GET /api/admin/events/:id/registrations (admin lists: fresh 30 s). */
export const eventRegistrationsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['api', 'admin', 'events', eventId, 'registrations'] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/events/${encodeURIComponent(eventId)}/registrations`, { schema: registrationListSchema, signal }),
    staleTime: 30_000,
  })
