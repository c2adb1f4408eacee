import { useMutation } from '@tanstack/react-query'
import type { DonationRequest } from '@contract/donations.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/donations: a PaymentIntent and a pending donation; answers the client secret. */
export async function createDonation(body: DonationRequest) {
  // The answer's schema loads with the request, so zod stays out of the donate page's first load.
  const { donationCreatedSchema } = await import('@contract/donations.ts')
  return apiFetch('/api/donations', { method: 'POST', body, schema: donationCreatedSchema })
}

export function useCreateDonation() {
  return useMutation({ mutationFn: createDonation })
}
