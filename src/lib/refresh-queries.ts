import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Reads these queries again after a change the server has answered (a prefix key matches every
 * query under it, as in invalidateQueries).
 *
 * invalidateQueries alone is not enough: when a query has no data yet, TanStack Query hands back
 * the read already under way instead of starting another (query-core's Query.fetch cancels a running
 * read only when data exists). That read was sent before the change and may not hold it: an admin
 * who saves a post while the list's first read is still loading would never see the new row. So
 * every read under way is cancelled first (its query keeps the data it had), then read afresh.
 */
export async function refreshQueries(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })))
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
