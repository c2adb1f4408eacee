import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  registrationCreatedSchema,
  registrationRequestSchema,
  type Event,
  type RegistrationCreated,
  type RegistrationFormValues,
} from '@contract/events.ts'
import { apiFetch } from '@/lib/http'
import { eventQueryOptions } from './event'
import { eventsQueryOptions } from './events'

export function registerForEvent(event: Event | undefined, values: RegistrationFormValues): Promise<RegistrationCreated> {
  // SPEC §8: registering without a loaded event is a programming error with this message.
  if (!event) throw new Error('Event not found')
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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryOptions(event.slug).queryKey }),
        queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey, exact: true }),
      ])
    },
  })
}
