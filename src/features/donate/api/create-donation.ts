import { useMutation } from '@tanstack/react-query'
import type { DonationRequest } from '@contract/donations.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/donations: a PaymentIntent and a pending donation; answers the client secret. */
export function createDonation(body: DonationRequest) {
  // The answer's schema loads with the request, so zod stays out of the donate page's first load.
  const schema = () => import('@contract/donations.ts').then((m) => m.donationCreatedSchema)
  return apiFetch('/api/donations', { method: 'POST', body, schema })
}

export function useCreateDonation() {
  return useMutation({ mutationFn: createDonation })
}
