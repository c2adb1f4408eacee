import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  enrollResponseSchema, twoStepStatusSchema, type EnrollRequest, type TwoStepStatus,
} from '@contract/two-step.ts'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

const path = '/api/auth/two-step'

/** GET /api/auth/two-step: the signed-in staff member's authenticators and what sign-in still needs. */
export const twoStepQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'auth', 'two-step'] as const,
    queryFn: ({ signal }) => apiFetch(path, { schema: twoStepStatusSchema, signal }),
  })

/**
 * A new session or authenticator changes the status and the current user: a status answer
 * sets the user's `secondStep` at once, so the guards let the next page through.
 */
function useTwoStepMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      const parsed = twoStepStatusSchema.safeParse(result)
      if (parsed.success) {
        queryClient.setQueryData(twoStepQueryOptions().queryKey, parsed.data)
        queryClient.setQueryData(currentUserQueryOptions().queryKey, (user) =>
          user ? { ...user, secondStep: parsed.data.secondStep } : user,
        )
        return
      }
      await refreshQueries(queryClient, twoStepQueryOptions().queryKey)
    },
  })
}

/** POST /api/auth/two-step/authenticators: the key, its URI and QR code, to confirm with a first code. */
export const useStartSetup = () =>
  useMutation({
    mutationFn: (input: EnrollRequest) =>
      apiFetch(`${path}/authenticators`, { method: 'POST', body: input, schema: enrollResponseSchema }),
  })

/** POST …/authenticators/:id/confirm with the first code. */
export const useConfirmSetup = () =>
  useTwoStepMutation(({ factorId, code }: { factorId: string; code: string }): Promise<TwoStepStatus> =>
    apiFetch(`${path}/authenticators/${encodeURIComponent(factorId)}/confirm`, {
      method: 'POST', body: { code }, schema: twoStepStatusSchema,
    }),
  )

/** POST /api/auth/two-step/verify: the code after the password. */
export const useVerifyCode = () =>
  useTwoStepMutation((code: string): Promise<TwoStepStatus> =>
    apiFetch(`${path}/verify`, { method: 'POST', body: { code }, schema: twoStepStatusSchema }),
  )

/** DELETE …/authenticators/:id */
export const useRemoveAuthenticator = () =>
  useTwoStepMutation((factorId: string) =>
    apiFetch(`${path}/authenticators/${encodeURIComponent(factorId)}`, { method: 'DELETE' }),
  )
