import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/http'

/** GET /api/donations/status: the provider's own word on a PaymentIntent (return page). */
export function donationStatusQueryOptions(paymentIntent: string) {
  return queryOptions({
    queryKey: ['donations', 'status', paymentIntent],
    queryFn: ({ signal }) =>
      apiFetch(`/api/donations/status?paymentIntent=${encodeURIComponent(paymentIntent)}`, {
        // The answer's schema loads with the request, so zod stays out of the donate page's first load.
        schema: () => import('@contract/donations.ts').then((m) => m.donationStatusSchema),
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  })
}

export function useDonationStatus(paymentIntent: string | undefined) {
  return useQuery({ ...donationStatusQueryOptions(paymentIntent ?? ''), enabled: !!paymentIntent })
}
