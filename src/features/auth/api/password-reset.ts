import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema } from '@contract/common.ts'
import type { ForgotPasswordRequest } from '@contract/auth.ts'
import type { ResetPasswordCodeRequest } from '@contract/two-step.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/auth/forgot-password; the answer's message is shown in the toast. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiFetch('/api/auth/forgot-password', { method: 'POST', body, schema: messageResponseSchema }),
  })

/** POST /api/auth/reset-password { token, password, code? } (the code for an account with two-step sign-in). */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordCodeRequest) =>
      apiFetch('/api/auth/reset-password', { method: 'POST', body, schema: messageResponseSchema }),
  })
