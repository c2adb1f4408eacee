import { useQueryClient } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@contract/common.ts'
import { apiFetch } from '@/lib/http'
import { eventsQueryOptions } from './events'

/** POST /api/registrations/cancel with the signed token from the confirmation e-mail. */
export function cancelRegistration(token: string): Promise<MessageResponse> {
  return apiFetch('/api/registrations/cancel', { method: 'POST', body: { token }, schema: messageResponseSchema })
}

/** Cancels, then marks every cached event stale: the freed seats show on the next visit. */
export function useCancelRegistration() {
  const queryClient = useQueryClient()
  return async (token: string) => {
    const answer = await cancelRegistration(token)
    await queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey })
    return answer
  }
}
