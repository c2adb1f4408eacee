import { useQueryClient } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@contract/common.ts'
import { apiFetch } from '@/lib/http'
import { eventsQueryOptions } from './events'

/** POST /api/waitlist/claim or /api/waitlist/leave with the signed token from a waitlist e-mail. */
export function waitlistLinkAction(action: 'claim' | 'leave', token: string): Promise<MessageResponse> {
  return apiFetch(`/api/waitlist/${action}`, { method: 'POST', body: { token }, schema: messageResponseSchema })
}

/** Acts on the link, then marks every cached event stale: seats taken or released show next visit. */
export function useWaitlistLinkAction(action: 'claim' | 'leave') {
  const queryClient = useQueryClient()
  return async (token: string) => {
    const answer = await waitlistLinkAction(action, token)
    await queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey })
    return answer
  }
}
