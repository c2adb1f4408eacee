import { useMutation } from '@tanstack/react-query'
import { donationCreatedSchema, type DonationRequest } from '@contract/donations.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/donations: a PaymentIntent and a pending donation; answers the client secret. */
export function createDonation(body: DonationRequest) {
  return apiFetch('/api/donations', { method: 'POST', body, schema: donationCreatedSchema })
}

export function useCreateDonation() {
  return useMutation({ mutationFn: createDonation })
}
