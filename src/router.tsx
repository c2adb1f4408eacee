import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '@/routeTree.gen'
import { createAuthContext, type AuthContext } from '@/lib/auth-context'

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient
  auth: AuthContext
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, auth: createAuthContext(queryClient) },
    // Preload on hover/focus, but let Query own freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // We scroll to top and move focus ourselves on each route change (components/route-change.tsx).
    scrollRestoration: false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
