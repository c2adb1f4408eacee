import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { teamListSchema, type AddAdminRequest } from '@contract/admin-team.ts'
import type { AdminRole } from '@contract/auth.ts'
import { endedSessionsSchema } from '@contract/sessions.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

const path = '/api/admin/team'

/** GET /api/admin/team (super_admin only). */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'admin', 'team'] as const,
    queryFn: ({ signal }) => apiFetch(path, { schema: teamListSchema, signal }),
    staleTime: 30_000,
  })

function useTeamMutation<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshQueries(queryClient, teamQueryOptions().queryKey),
  })
}

export const useAddAdmin = () => useTeamMutation((input: AddAdminRequest) => apiFetch(path, { method: 'POST', body: input }))

export const useChangeRole = () =>
  useTeamMutation(({ userId, role }: { userId: string; role: AdminRole }) =>
    apiFetch(`${path}/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } }),
  )

/** POST /api/admin/team/{userId}/end-sessions: signs the member out everywhere (issue 34). */
export const useEndStaffSessions = () =>
  useMutation({
    mutationFn: (userId: string) =>
      apiFetch(`${path}/${encodeURIComponent(userId)}/end-sessions`, { method: 'POST', schema: endedSessionsSchema }),
  })

export const useRemoveAdmin = () =>
  useTeamMutation((userId: string) => apiFetch(`${path}/${encodeURIComponent(userId)}`, { method: 'DELETE' }))
