import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Event, RegistrationFormValues, WaitlistJoined } from '@contract/events.ts'
import { apiFetch } from '@/lib/http'
import { eventQueryOptions } from './event'
import { refreshQueries } from '@/lib/refresh-queries'

export async function joinWaitlist(event: Event, values: RegistrationFormValues): Promise<WaitlistJoined> {
  // The schemas load with the request, so zod stays out of the page's start.
  const { waitlistJoinedSchema, waitlistRequestSchema } = await import('@contract/events.ts')
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
