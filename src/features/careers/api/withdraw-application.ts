import { messageResponseSchema, type MessageResponse } from '@contract/common.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/applications/withdraw with the signed token from the confirmation e-mail. */
export function withdrawApplication(token: string): Promise<MessageResponse> {
  return apiFetch('/api/applications/withdraw', { method: 'POST', body: { token }, schema: messageResponseSchema })
}
