import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loginResponseSchema, type LoginRequest } from '@contract/auth.ts'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { apiFetch } from '@/lib/http'

/** POST /api/login { email, password }; on success the user is stored as the current user (SPEC §4). */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      apiFetch('/api/login', { method: 'POST', body: credentials, schema: loginResponseSchema }),
    onSuccess: ({ user }) => {
      // A signed-in account without an admin role has role null on the wire: no role here.
      const current = {
        id: user.id, email: user.email, username: user.username ?? undefined, role: user.role ?? '', secondStep: user.secondStep ?? null,
      }
      queryClient.setQueryData(currentUserQueryOptions().queryKey, current)
    },
  })
}
