import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  waitlistJoinedSchema,
  waitlistRequestSchema,
  type Event,
  type RegistrationFormValues,
  type WaitlistJoined,
} from '@contract/events.ts'
import { apiFetch } from '@/lib/http'
import { eventQueryOptions } from './event'
import { refreshQueries } from '@/lib/refresh-queries'

export function joinWaitlist(event: Event, values: RegistrationFormValues): Promise<WaitlistJoined> {
  return apiFetch(`/api/events/${encodeURIComponent(event.id)}/waitlist`, {
    method: 'POST',
    body: waitlistRequestSchema.parse(values),
    schema: waitlistJoinedSchema,
  })
}

/** POST /api/events/{id}/waitlist; a 409 (seats freed meanwhile) refreshes the event. */
export function useJoinWaitlist(event: Event) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: RegistrationFormValues) => joinWaitlist(event, values),
    onSettled: () => refreshQueries(queryClient, eventQueryOptions(event.slug).queryKey),
  })
}
