import { type HeldConfirmResponse, heldConfirmResponseSchema } from '@contract/held.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/held/confirm: sends a held form with the challenge solved on its page; answers the result page's name. */
export function confirmHeld(token: string, altcha: string): Promise<HeldConfirmResponse> {
  return apiFetch('/api/held/confirm', { method: 'POST', body: { token, altcha }, schema: heldConfirmResponseSchema })
}
