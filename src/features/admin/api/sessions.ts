import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { endedSessionsSchema, staffSessionsSchema } from '@contract/sessions.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

const path = '/api/sessions'

/** GET /api/sessions: the signed-in person's sessions, this device marked. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'sessions'] as const,
    queryFn: ({ signal }) => apiFetch(path, { schema: staffSessionsSchema, signal }),
    staleTime: 10_000,
  })

function useSessionsMutation<V>(call: (vars: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => refreshQueries(queryClient, sessionsQueryOptions().queryKey),
  })
}

/** DELETE /api/sessions/{id}: ends one session (its next call is refused). */
export const useEndSession = () =>
  useSessionsMutation((id: string) => apiFetch(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: endedSessionsSchema }))

/** POST /api/sessions/end-others: ends every session but this one. */
export const useEndOtherSessions = () =>
  useSessionsMutation(() => apiFetch(`${path}/end-others`, { method: 'POST', schema: endedSessionsSchema }))
