import { describe, expect, it } from 'vitest'
import { blockingBetween } from './trace-blocking.ts'
import type { TraceEvent } from './trace-event.ts'

/** A complete event, `at` and `ms` in milliseconds as the trace stores microseconds. */
const event = (name: string, at: number, ms: number): TraceEvent => ({ name, ph: 'X', ts: at * 1000, dur: ms * 1000, pid: 1, tid: 1 })

// after the first paint at 1000 ms: a rendering task whose script forces a layout, the start
// microtask, a module evaluation that ends the window, a short task, and one after the window
const tasks = [event('RunTask', 990, 110), event('RunTask', 1200, 150), event('RunTask', 1400, 60), event('RunTask', 1500, 40), event('RunTask', 1600, 90)]
const events = [
  ...tasks,
  event('Layout', 990, 50), event('Paint', 1040, 20), event('FunctionCall', 1060, 40), event('Layout', 1070, 10),
  event('RunMicrotasks', 1200, 120),
  event('v8.evaluateModule', 1400, 60),
  event('FunctionCall', 1600, 90),
].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))

describe('blocking time as TBT counts it', () => {
  const { totalUs, byKind } = blockingBetween(tasks, events, 1_000_000, 1_460_000)

  it('clips each task to the window and counts its time beyond 50 ms', () => {
    // 1000–1100 (100: 50), 1200–1350 (150: 100), 1400–1460 (60: 10); the 40 ms task and the one after the window: none
    expect(totalUs).toBe(160_000)
  })

  it("shares each long task's blocking by the kinds of work in it, a forced layout under the script that forced it", () => {
    // the first task: layout and paint 70 of its 110 ms, the script 40 (its layout inside it not counted again)
    expect(byKind.rendering).toBeCloseTo((50_000 * 70) / 110)
    expect(byKind.callbacks).toBeCloseTo((50_000 * 40) / 110)
    // the microtask 120 of 150 ms, the rest of that task other
    expect(byKind.microtasks).toBeCloseTo(80_000)
    expect(byKind.evaluation).toBeCloseTo(10_000)
    expect(byKind.other).toBeCloseTo(20_000)
    expect(Object.values(byKind).reduce((sum, us) => sum + us, 0)).toBeCloseTo(totalUs)
  })
})
