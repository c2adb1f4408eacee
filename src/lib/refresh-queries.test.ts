import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'
import { refreshQueries } from './refresh-queries'

/** A list whose first read is slow and answers what the server held when that read was sent. */
function slowFirstRead() {
  let rows = ['old post']
  let reads = 0
  const queryFn = () => {
    reads += 1
    const snapshot = [...rows]
    return new Promise<string[]>((resolve) => setTimeout(() => resolve(snapshot), reads === 1 ? 50 : 1))
  }
  return { queryFn, add: (row: string) => (rows = [...rows, row]) }
}

describe('refreshQueries', () => {
  it('does not settle for a read sent before the change, even when the query has no data yet', async () => {
    const queryClient = createQueryClient()
    const list = slowFirstRead()
    const observer = new QueryObserver(queryClient, { queryKey: ['api', 'admin', 'blog'], queryFn: list.queryFn })
    const unsubscribe = observer.subscribe(() => {})
    // the first read is under way; the admin saves a post and the server answers before that read does
    list.add('new post')
    await refreshQueries(queryClient, ['api', 'admin', 'blog'])
    expect(queryClient.getQueryData(['api', 'admin', 'blog'])).toEqual(['old post', 'new post'])
    unsubscribe()
  })

  it('lets a read under way finish for whoever awaits it (a route loader), then reads again', async () => {
    const queryClient = createQueryClient()
    const list = slowFirstRead()
    const loaderRead = queryClient.fetchQuery({ queryKey: ['api', 'events'], queryFn: list.queryFn })
    list.add('new post')
    await refreshQueries(queryClient, ['api', 'events'])
    await expect(loaderRead).resolves.toEqual(['old post'])
    // no observer: the query is marked stale, and its next read is a fresh one
    expect(queryClient.getQueryState(['api', 'events'])?.isInvalidated).toBe(true)
    await expect(queryClient.fetchQuery({ queryKey: ['api', 'events'], queryFn: list.queryFn, staleTime: 0 })).resolves.toEqual([
      'old post',
      'new post',
    ])
  })

  it('keeps the data a query had while it is read again, and matches keys by prefix', async () => {
    const queryClient = createQueryClient()
    let version = 1
    const observer = new QueryObserver(queryClient, { queryKey: ['api', 'events', 'a'], queryFn: async () => version })
    const unsubscribe = observer.subscribe(() => {})
    await observer.refetch()
    version = 2
    const refreshed = refreshQueries(queryClient, ['api', 'events'])
    expect(queryClient.getQueryData(['api', 'events', 'a'])).toBe(1)
    await refreshed
    expect(queryClient.getQueryData(['api', 'events', 'a'])).toBe(2)
    unsubscribe()
  })
})
