import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Resolves once no query under `queryKey` is being read (at once when none is). */
export function readsSettled(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const reading = () => queryClient.isFetching({ queryKey }) > 0
  if (!reading()) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (reading()) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * Reads these queries again after a change the server has answered (a prefix key matches every
 * query under it, as in invalidateQueries; inactive ones are only marked stale).
 *
 * invalidateQueries alone can miss the change: when a query has no data yet, TanStack Query hands
 * back the read already under way instead of starting another (query-core's Query.fetch cancels a
 * running read only when data exists), and that read was sent before the change. So a read under
 * way is let finish (a route loader may be waiting for it: cancelling would fail that navigation),
 * then the queries are read afresh.
 */
export async function refreshQueries(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await readsSettled(queryClient, queryKey)
      await queryClient.invalidateQueries({ queryKey })
    }),
  )
}
