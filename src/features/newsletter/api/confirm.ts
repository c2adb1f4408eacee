import { messageResponseSchema, type MessageResponse } from '@contract/common.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/newsletter/confirm with the signed token from the confirmation e-mail (double opt-in). */
export function confirmNewsletter(token: string): Promise<MessageResponse> {
  return apiFetch('/api/newsletter/confirm', { method: 'POST', body: { token }, schema: messageResponseSchema })
}
