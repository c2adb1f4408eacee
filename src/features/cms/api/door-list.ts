import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { messageResponseSchema } from '@contract/common.ts'
import { checkInResponseSchema, waitlistListSchema } from '@contract/admin-content.ts'
import { apiFetch } from '@/lib/http'
import { adminEvents, eventRegistrationsQueryOptions } from './admin-events'
import { refreshQueries } from '@/lib/refresh-queries'

const eventPath = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}`

/** GET /api/admin/events/:id/waitlist: families waiting, offered seats, or whose offer expired. */
export const eventWaitlistQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['api', 'admin', 'events', eventId, 'waitlist'] as const,
    queryFn: ({ signal }) => apiFetch(`${eventPath(eventId)}/waitlist`, { schema: waitlistListSchema, signal }),
    staleTime: 30_000,
  })

/** A door-list action; it refreshes the event's registrations, waitlist and seat counts. */
function useDoorListMutation<V, T>(eventId: string, call: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      refreshQueries(
        queryClient,
        eventRegistrationsQueryOptions(eventId).queryKey,
        eventWaitlistQueryOptions(eventId).queryKey,
        adminEvents.listQueryOptions().queryKey,
        ['api', 'events'],
      ),
  })
}

/** PUT …/registrations/:rid/check-in */
export const useCheckIn = (eventId: string) =>
  useDoorListMutation(eventId, ({ registrationId, checkedIn }: { registrationId: string; checkedIn: boolean }) =>
    apiFetch(`${eventPath(eventId)}/registrations/${encodeURIComponent(registrationId)}/check-in`, {
      method: 'PUT', body: { checkedIn }, schema: checkInResponseSchema,
    }))

/** POST …/registrations/:rid/cancel: frees the seats, which go to the waitlist. */
export const useStaffCancel = (eventId: string) =>
  useDoorListMutation(eventId, (registrationId: string) =>
    apiFetch(`${eventPath(eventId)}/registrations/${encodeURIComponent(registrationId)}/cancel`, {
      method: 'POST', schema: messageResponseSchema,
    }))

/** POST …/waitlist/:wid/offer */
export const useOfferSeats = (eventId: string) =>
  useDoorListMutation(eventId, (entryId: string) =>
    apiFetch(`${eventPath(eventId)}/waitlist/${encodeURIComponent(entryId)}/offer`, { method: 'POST', schema: messageResponseSchema }))

/** DELETE …/waitlist/:wid */
export const useRemoveFromWaitlist = (eventId: string) =>
  useDoorListMutation(eventId, (entryId: string) =>
    apiFetch(`${eventPath(eventId)}/waitlist/${encodeURIComponent(entryId)}`, { method: 'DELETE', schema: messageResponseSchema }))
