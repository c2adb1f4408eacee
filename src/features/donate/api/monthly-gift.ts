import { queryOptions, useQuery } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@contract/common.ts'
import { monthlyGiftSchema } from '@contract/monthly-gifts.ts'
import { apiFetch } from '@/lib/http'

/** GET /api/monthly-gifts?token=…: the gift a receipt's 'Manage your monthly gift' link names. */
export function monthlyGiftQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['monthly-gifts', token],
    queryFn: ({ signal }) => apiFetch(`/api/monthly-gifts?token=${encodeURIComponent(token)}`, { schema: monthlyGiftSchema, signal }),
    staleTime: 0,
  })
}

export function useMonthlyGift(token: string | undefined) {
  return useQuery({ ...monthlyGiftQueryOptions(token ?? ''), enabled: !!token })
}

/** POST /api/monthly-gifts/cancel: the page shows its answer in place of the button. */
export function cancelMonthlyGift(token: string): Promise<MessageResponse> {
  return apiFetch('/api/monthly-gifts/cancel', { method: 'POST', body: { token }, schema: messageResponseSchema })
}
