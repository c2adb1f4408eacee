import { useMutation } from '@tanstack/react-query'
import type { ContactRequest } from '@contract/contact.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/contact (SPEC §7): the answer is not read beyond success or failure. */
export function sendContact(input: ContactRequest): Promise<unknown> {
  return apiFetch('/api/contact', { method: 'POST', body: input })
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact })
}
