import { messageResponseSchema, type MessageResponse } from '@contract/common.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/newsletter/unsubscribe with the signed token from a newsletter e-mail. */
export function unsubscribeFromNewsletter(token: string): Promise<MessageResponse> {
  return apiFetch('/api/newsletter/unsubscribe', { method: 'POST', body: { token }, schema: messageResponseSchema })
}
