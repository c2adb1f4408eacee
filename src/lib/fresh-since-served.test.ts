import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshSinceServed } from './fresh-since-served'

const MINUTE = 60_000

/** The query of a client holding a page fetched at `updatedAt`. */
function queryAt(updatedAt: number) {
  const client = new QueryClient()
  client.setQueryData(['page'], { title: 'Home' }, { updatedAt })
  return client.getQueryCache().find({ queryKey: ['page'] })!
}

afterEach(() => vi.useRealTimers())

describe('freshSinceServed', () => {
  it('counts the data a page came with from when the page arrived, however long before it was rendered', () => {
    const arrived = performance.timeOrigin
    const staleTime = freshSinceServed(5 * MINUTE)
    const renderedAnHourBefore = queryAt(arrived - 60 * MINUTE)
    vi.useFakeTimers({ now: arrived + 4 * MINUTE, toFake: ['Date'] })
    expect(renderedAnHourBefore.isStaleByTime(staleTime(renderedAnHourBefore))).toBe(false)
    vi.setSystemTime(arrived + 6 * MINUTE)
    expect(renderedAnHourBefore.isStaleByTime(staleTime(renderedAnHourBefore))).toBe(true)
  })

  it('counts data fetched in the browser from its fetch', () => {
    const fetched = performance.timeOrigin + 10 * MINUTE
    const staleTime = freshSinceServed(5 * MINUTE)
    const query = queryAt(fetched)
    expect(staleTime(query)).toBe(5 * MINUTE)
    vi.useFakeTimers({ now: fetched + 6 * MINUTE, toFake: ['Date'] })
    expect(query.isStaleByTime(staleTime(query))).toBe(true)
  })
})
