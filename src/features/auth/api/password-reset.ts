import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema } from '@contract/common.ts'
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@contract/auth.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/auth/forgot-password; the answer's message is shown in the toast. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiFetch('/api/auth/forgot-password', { method: 'POST', body, schema: messageResponseSchema }),
  })

/** POST /api/auth/reset-password { token, password }. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiFetch('/api/auth/reset-password', { method: 'POST', body, schema: messageResponseSchema }),
  })
