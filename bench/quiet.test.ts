import { describe, expect, it } from 'vitest'
import { busyText, MachineBusy, QUIET_BUSY, QUIET_WAIT_MS, waitForQuiet, WINDOW_MS, type Clock } from './quiet.ts'

/**
 * A clock whose CPUs work `shares` of each window in turn (the last one stays): a machine of two
 * cores whose counters advance by 2 × the window's length, and whose sleeps only move time.
 */
function fakeClock(shares: number[]): Clock & { windows: () => number; elapsed: () => number } {
  let time = 0
  let busy = 0
  let windows = 0
  return {
    cpuTimes: () => ({ busy, total: 2 * time }),
    now: () => time,
    sleep: async (ms) => {
      busy += 2 * ms * shares[Math.min(windows++, shares.length - 1)]!
      time += ms
    },
    windows: () => windows,
    elapsed: () => time,
  }
}

describe('waiting for a quiet machine', () => {
  it('starts after one 5-second window in which the CPUs were busy less than 5% of the time', async () => {
    const clock = fakeClock([0.01])
    const busy = await waitForQuiet(clock)
    expect(busy).toBeCloseTo(0.01)
    expect(clock.elapsed()).toBe(WINDOW_MS)
  })

  it('waits while something else runs and starts in the first quiet window', async () => {
    const clock = fakeClock([0.9, 0.4, QUIET_BUSY, 0.03])
    expect(await waitForQuiet(clock)).toBeCloseTo(0.03)
    expect(clock.windows()).toBe(4) // exactly 5% is not quiet
  })

  it('gives up after 5 minutes with "machine busy" rather than a figure', async () => {
    const clock = fakeClock([0.95, 0.6, 0.5])
    const waiting = waitForQuiet(clock)
    await expect(waiting).rejects.toBeInstanceOf(MachineBusy)
    await expect(waiting).rejects.toThrow(/^machine busy: the CPUs were 50\.0% busy, not under 5\.0%, for 5 minutes$/)
    expect(clock.elapsed()).toBe(QUIET_WAIT_MS)
  })

  it('writes the busiest start for the report', () => {
    expect(busyText(0.0123)).toBe('≤ 1.2% busy')
  })
})
