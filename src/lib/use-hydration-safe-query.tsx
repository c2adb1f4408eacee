import { createContext, startTransition, useContext, useDeferredValue, useEffect, useState, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'

const Hydrated = createContext(true)

/**
 * Around an app rendered at build time, and around the same app as React hydrates that HTML:
 * the page counts as the build's until React has attached, then as live, switched in a
 * transition so the lists re-render with their data in slices, not in one blocking task (a
 * store-based flag would force a synchronous re-render). Without it (a plain client render) a
 * page is live from its first render.
 */
export function PrerenderedPage({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>
}

/**
 * A query as the prerendered page saw it: pending until the page has hydrated, whatever the
 * cache holds by then, so a response that arrives first cannot make the hydrating render
 * differ from the build's HTML. When the result leaves pending it does so in a deferred render:
 * a long list then renders in slices that leave the main thread free.
 */
export function useHydrationSafeQuery<TData, TError>(query: UseQueryResult<TData, TError>): UseQueryResult<TData, TError> {
  const hydrated = useContext(Hydrated)
  const status = useDeferredValue(query.status)
  if (query.isPending || (hydrated && status !== 'pending')) return query
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isLoading: true,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
  } as UseQueryResult<TData, TError>
}
