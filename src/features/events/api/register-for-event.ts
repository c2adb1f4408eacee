import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Event, RegistrationCreated, RegistrationFormValues } from '@contract/events.ts'
import { apiFetch } from '@/lib/http'
import { eventsQueryOptions } from './events'
import { refreshQueries } from '@/lib/refresh-queries'

export async function registerForEvent(event: Event | undefined, values: RegistrationFormValues): Promise<RegistrationCreated> {
  // SPEC §8: registering without a loaded event is a programming error with this message.
  if (!event) throw new Error('Event not found')
  // The schemas load with the request, so zod stays out of the page's start.
  const { registrationCreatedSchema, registrationRequestSchema } = await import('@contract/events.ts')
  return apiFetch(`/api/events/${encodeURIComponent(event.id)}/register`, {
    method: 'POST',
    body: registrationRequestSchema.parse(values),
    schema: registrationCreatedSchema,
  })
}

/** POST /api/events/{id}/register; on success the event (and the list's seat counts) refresh. */
export function useRegisterForEvent(event: Event | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: RegistrationFormValues) => registerForEvent(event, values),
    onSuccess: async () => {
      if (!event) return
      // the list's key is the prefix of every event's: this event's page and the list's seat counts
      // are read again (other events' pages, not on screen, are only marked stale)
      await refreshQueries(queryClient, eventsQueryOptions().queryKey)
    },
  })
}
