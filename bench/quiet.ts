// A Lighthouse figure is only worth reporting from a quiet machine: its throttling multiplies
// whatever else runs into the page's timings. Before each run the bench watches the CPUs for
// 5 seconds and starts only when they were busy less than QUIET_BUSY of that time (all cores
// together, from the kernel's CPU time counters): nothing else is running now. The 1-minute load
// average used before answered the same question a minute late, so after each run the bench sat
// waiting for its own last run to fade from it (about a minute per run on this 2-core machine).
// After 5 minutes of a busy machine the bench gives up with "machine busy" (exit 3) rather than
// print a figure. BENCH_QUIET_BUSY raises the threshold for a smoke run that only proves the
// bench runs: its figures mean nothing.
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

export const QUIET_BUSY = Number(process.env.BENCH_QUIET_BUSY ?? 0.05)
export const QUIET_WAIT_MS = 5 * 60_000
export const WINDOW_MS = 5_000

/** CPU time counters summed over every core (any unit): time spent working, and in all. */
export type CpuTimes = { busy: number; total: number }

/** The machine never became quiet enough to measure: the bench exits 3 without a figure. */
export class MachineBusy extends Error {
  constructor(reason: string) {
    super(`machine busy: ${reason}`)
    this.name = 'MachineBusy'
  }
}

export type Clock = { cpuTimes: () => CpuTimes; now: () => number; sleep: (ms: number) => Promise<unknown> }

function systemCpuTimes(): CpuTimes {
  let busy = 0
  let total = 0
  for (const { times } of os.cpus()) {
    const working = times.user + times.nice + times.sys + times.irq
    busy += working
    total += working + times.idle
  }
  return { busy, total }
}

export const systemClock: Clock = { cpuTimes: systemCpuTimes, now: Date.now, sleep }

const percent = (share: number) => `${(share * 100).toFixed(1)}%`

/** The share of CPU time spent working over the next WINDOW_MS. */
async function busyShare(clock: Clock): Promise<number> {
  const before = clock.cpuTimes()
  await clock.sleep(WINDOW_MS)
  const after = clock.cpuTimes()
  const total = after.total - before.total
  return total > 0 ? (after.busy - before.busy) / total : 1
}

/** Resolves with the CPUs' busy share over the last 5 s once it is below QUIET_BUSY; throws MachineBusy after QUIET_WAIT_MS. */
export async function waitForQuiet(clock: Clock = systemClock): Promise<number> {
  const started = clock.now()
  for (;;) {
    const busy = await busyShare(clock)
    if (busy < QUIET_BUSY) return busy
    const waited = clock.now() - started
    if (waited >= QUIET_WAIT_MS) {
      throw new MachineBusy(`the CPUs were ${percent(busy)} busy, not under ${percent(QUIET_BUSY)}, for ${Math.round(waited / 60_000)} minutes`)
    }
  }
}

/** How a report writes the busiest start: "≤ 1.2% busy". */
export const busyText = (share: number) => `≤ ${percent(share)} busy`
