import { describe, expect, it } from 'vitest'
import { MachineBusy, QUIET_LOAD, QUIET_WAIT_MS, waitForQuiet, type Clock } from './quiet.ts'

/** A clock whose load average follows `loads` (one value per reading; the last one stays) and whose sleeps only move time. */
function fakeClock(loads: number[]): Clock & { readings: number; elapsed: () => number } {
  let time = 0
  let readings = 0
  return {
    loadavg: () => loads[Math.min(readings++, loads.length - 1)]!,
    now: () => time,
    sleep: async (ms) => {
      time += ms
    },
    get readings() {
      return readings
    },
    elapsed: () => time,
  }
}

describe('waiting for a quiet machine', () => {
  it('starts at once when the 1-minute load average is below 0.5', async () => {
    const clock = fakeClock([0.12])
    await expect(waitForQuiet(clock)).resolves.toBe(0.12)
    expect(clock.elapsed()).toBe(0)
  })

  it('waits while the machine is busy and starts when it quiets down', async () => {
    const clock = fakeClock([1.8, 1.2, QUIET_LOAD, 0.49])
    await expect(waitForQuiet(clock)).resolves.toBe(0.49)
    expect(clock.readings).toBe(4) // 0.5 itself is not quiet
    expect(clock.elapsed()).toBeGreaterThan(0)
    expect(clock.elapsed()).toBeLessThan(QUIET_WAIT_MS)
  })

  it('gives up after 5 minutes with "machine busy" rather than a figure', async () => {
    const clock = fakeClock([2.4, 1.6, 0.9])
    const waiting = waitForQuiet(clock)
    await expect(waiting).rejects.toBeInstanceOf(MachineBusy)
    await expect(waiting).rejects.toThrow(/^machine busy: the 1-minute load average was 0\.90, not below 0\.5, for 5 minutes$/)
    expect(clock.elapsed()).toBe(5 * 60_000)
  })
})
