import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/http'

/** The signed-in user as GET /api/user describes it (SPEC §3 'Current user'). */
export interface CurrentUser {
  id?: string
  email?: string
  username?: string
  role: 'admin' | 'super_admin' | (string & {})
  /** Issue 34: the code is still needed after the password, or an authenticator must be set up first. */
  secondStep?: 'code' | 'setup' | null
}

/** What route guards see in the router context. */
export interface AuthContext {
  getUser(): Promise<CurrentUser | null>
}

/** GET /api/user: no retry, 5 min fresh, kept 10 min (SPEC §7); a 401 means "signed out". */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'user'] as const,
    queryFn: ({ signal }) => apiFetch<CurrentUser>('/api/user', { on401: 'null', signal }),
    retry: false,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  })

export function createAuthContext(queryClient: QueryClient): AuthContext {
  return { getUser: () => queryClient.ensureQueryData(currentUserQueryOptions()) }
}
