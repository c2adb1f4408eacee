import type { Query, QueryKey } from '@tanstack/react-query'

/**
 * A query's staleTime, counted for the data a page came with from when the page arrived rather than
 * from when the server rendered it. The page function's answer is kept by the CDN only until an
 * edit, a seat taken or content come due purges its tags (ARCHITECTURE.md, "How an edit reaches the
 * HTML"), so a page is as current as it is when served, however long ago it was rendered; a browser
 * that asked for the same data again at start would only repeat the server's work and its own.
 * Data fetched in the browser counts from its fetch, as usual.
 */
export function freshSinceServed(staleTime: number) {
  return <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(query: Query<TQueryFnData, TError, TData, TQueryKey>): number => {
    const served = typeof performance === 'undefined' ? 0 : performance.timeOrigin
    const renderedBefore = Math.max(0, served - query.state.dataUpdatedAt)
    return staleTime + renderedBefore
  }
}
