import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './next-task'

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToBrowser })
    await nextTask()
    expect(yieldToBrowser).toHaveBeenCalledOnce()
  })

  it('else resumes after the tasks already queued, not within the current one', async () => {
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    const resumed = nextTask().then(() => order.push('resumed'))
    await Promise.resolve()
    expect(order).toEqual([])
    await resumed
    expect(order).toEqual(['queued task', 'resumed'])
  })
})
