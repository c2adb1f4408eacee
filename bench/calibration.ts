// The CPU slowdown Lighthouse should simulate on this host. Lighthouse multiplies the host's own
// CPU time by a constant 4 whatever the host. Its throttling guide, which its own slow-host warning
// links to (core/gather/driver/environment.js), says under "Calibrating the CPU slowdown"
// (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md) that the 4× "moves a
// typical run in the high-end desktop bracket" (benchmarkIndex 1,500–2,000) "somewhere into the
// mid-tier mobile bracket", and that a host whose benchmarkIndex lies elsewhere may calibrate the
// multiplier. Our hosts measure 2,500–3,900, so 4× simulates a faster phone on each of them, and
// a different one on each. The calibrated multiplier aims every host at the device the default
// aims a typical desktop at: benchmarkIndex 1,750 ÷ 4 ≈ 440 (issue 37).

/** benchmarkIndex of the simulated phone: a mid-bracket desktop (1,750) slowed 4 times. */
export const TARGET_DEVICE_INDEX = 440

/** Lighthouse's default `cpuSlowdownMultiplier` (mobile preset), which the report shows beside the calibrated figures. */
export const LIGHTHOUSE_DEFAULT_MULTIPLIER = 4

/** The `cpuSlowdownMultiplier` that makes a host of this benchmarkIndex run like the target device. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Cannot calibrate the CPU slowdown from a benchmarkIndex of ${benchmarkIndex}`)
  }
  // two decimals: what the report prints is what Lighthouse was given
  return Math.round((benchmarkIndex / TARGET_DEVICE_INDEX) * 100) / 100
}
