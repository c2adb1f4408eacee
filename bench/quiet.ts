// A Lighthouse figure is only worth reporting from a quiet machine: its mobile preset slows the
// CPU four times, so whatever else runs is multiplied into the page's timings. Each run waits
// for the 1-minute load average to fall below QUIET_LOAD (this machine has 2 cores), and the
// bench gives up with "machine busy" (exit 3) rather than print a figure from a busy machine.
// BENCH_QUIET_LOAD raises the threshold for a smoke run that only proves the bench runs: its
// figures mean nothing.
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

export const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? 0.5)
export const QUIET_WAIT_MS = 5 * 60_000
const POLL_MS = 5_000 // Linux recomputes the load average every 5 s

/** The machine never became (or stayed) quiet enough to measure: the bench exits 3 without a figure. */
export class MachineBusy extends Error {
  constructor(reason: string) {
    super(`machine busy: ${reason}`)
    this.name = 'MachineBusy'
  }
}

export type Clock = { loadavg: () => number; now: () => number; sleep: (ms: number) => Promise<unknown> }

export const systemClock: Clock = { loadavg: () => os.loadavg()[0]!, now: Date.now, sleep }

/** Resolves with the 1-minute load average once it is below QUIET_LOAD; throws MachineBusy after QUIET_WAIT_MS. */
export async function waitForQuiet(clock: Clock = systemClock): Promise<number> {
  const started = clock.now()
  for (;;) {
    const load = clock.loadavg()
    if (load < QUIET_LOAD) return load
    const waited = clock.now() - started
    if (waited >= QUIET_WAIT_MS) {
      throw new MachineBusy(`the 1-minute load average was ${load.toFixed(2)}, not below ${QUIET_LOAD}, for ${Math.round(waited / 60_000)} minutes`)
    }
    await clock.sleep(POLL_MS)
  }
}
