import { useMutation, useQueryClient } from '@tanstack/react-query'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { apiFetch } from '@/lib/http'

/**
 * POST /api/logout. Whatever the answer, the user is cleared and every cached /api answer
 * (contacts included) is dropped, so nothing an admin saw survives sign-out (SPEC §4).
 */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch('/api/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['api'] })
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null)
    },
  })
}
