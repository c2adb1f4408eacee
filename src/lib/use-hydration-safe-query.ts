import { useDeferredValue, useSyncExternalStore } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'

const subscribeNever = () => () => {}

/** False on the server and while React hydrates prerendered HTML; true from then on (and in a plain SPA render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false)
}

/**
 * A query as the prerendered page saw it: pending until this component has hydrated, whatever
 * the cache holds by then, so a response that arrives first cannot make the hydrating render
 * differ from the build's HTML. React re-renders with the real result right after, and when the
 * result leaves pending it does so in a deferred render: a long list then renders in slices that
 * leave the main thread free, not in one blocking task.
 */
export function useHydrationSafeQuery<TData, TError>(query: UseQueryResult<TData, TError>): UseQueryResult<TData, TError> {
  const hydrated = useDeferredValue(useHydrated())
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
