import { queryOptions, useQuery } from '@tanstack/react-query'
import { donationStatusSchema } from '@contract/donations.ts'
import { apiFetch } from '@/lib/http'

/** GET /api/donations/status: the provider's own word on a PaymentIntent (return page). */
export function donationStatusQueryOptions(paymentIntent: string) {
  return queryOptions({
    queryKey: ['donations', 'status', paymentIntent],
    queryFn: ({ signal }) =>
      apiFetch(`/api/donations/status?paymentIntent=${encodeURIComponent(paymentIntent)}`, { schema: donationStatusSchema, signal }),
    staleTime: 0,
    gcTime: 0,
  })
}

export function useDonationStatus(paymentIntent: string | undefined) {
  return useQuery({ ...donationStatusQueryOptions(paymentIntent ?? ''), enabled: !!paymentIntent })
}
