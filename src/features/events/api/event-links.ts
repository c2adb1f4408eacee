import { useQueryClient } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@contract/common.ts'
import { apiFetch } from '@/lib/http'
import { eventsQueryOptions } from './events'
import { refreshQueries } from '@/lib/refresh-queries'

/** The signed links of the events e-mails: cancel a registration, claim offered seats, leave a waitlist. */
export type EventLinkKind = 'cancel' | 'claim' | 'leave'

const ENDPOINTS: Record<EventLinkKind, string> = {
  cancel: '/api/registrations/cancel',
  claim: '/api/waitlist/claim',
  leave: '/api/waitlist/leave',
}

/** POSTs the signed token from the e-mail to the link's endpoint. */
export function actOnEventLink(kind: EventLinkKind, token: string): Promise<MessageResponse> {
  return apiFetch(ENDPOINTS[kind], { method: 'POST', body: { token }, schema: messageResponseSchema })
}

/** Acts on the link, then marks every cached event stale: seats taken or freed show on the next visit. */
export function useEventLinkAction(kind: EventLinkKind) {
  const queryClient = useQueryClient()
  return async (token: string) => {
    const answer = await actOnEventLink(kind, token)
    await refreshQueries(queryClient, eventsQueryOptions().queryKey)
    return answer
  }
}
