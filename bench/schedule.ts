// How the bench orders and keeps its Lighthouse runs: pages interleaved round by round (a slow
// moment of the machine then touches every page a little rather than one page a lot), runs on a
// slowed machine repeated, and the median of each page's runs reported.

/** One Lighthouse run to make: a target (a page, or a page of build A or B) in a round. */
export type Slot<T> = { target: T; round: number }

/**
 * Every target once per round; odd rounds go in reverse order, so no target always runs right
 * after the same one (in an A/B, B follows A on even rounds and A follows B on odd ones).
 */
export function interleave<T>(targets: readonly T[], rounds: number): Slot<T>[] {
  return Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? targets : [...targets].reverse()).map((target) => ({ target, round }))).flat()
}

/**
 * Which of `rounds` rounds also run a target under a second setting `count` times: spread evenly,
 * first and last round included, so both settings see the same moments of the machine.
 */
export function spreadRounds(rounds: number, count: number): Set<number> {
  if (!Number.isInteger(count) || count < 0 || count > rounds) throw new Error(`Cannot spread ${count} runs over ${rounds} rounds`)
  if (count === 1) return new Set([Math.floor((rounds - 1) / 2)])
  return new Set(Array.from({ length: count }, (_, k) => Math.round((k * (rounds - 1)) / (count - 1))))
}

/** A default-4× run whose benchmarkIndex is below this share of the bench's typical (median) one was slowed by the machine: it is repeated. */
export const REPEAT_BELOW = 0.75

export const tooSlow = (benchmarkIndex: number, typical: number) => benchmarkIndex < REPEAT_BELOW * typical

/**
 * A calibrated run whose two benchmarkIndex readings (just before it, which set its slowdown, and
 * Lighthouse's own in the run) are further apart than this share of the first ran on another
 * machine than its calibration described: it is repeated.
 */
export const CALIBRATION_TOLERANCE = 0.25

export const miscalibrated = (before: number, inRun: number) => Math.abs(inRun - before) > CALIBRATION_TOLERANCE * before

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export type Range = { min: number; max: number }
export type Spread = Range & { median: number }

export const rangeOf = (values: readonly number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) })
export const spreadOf = (values: readonly number[]): Spread => ({ median: median(values), ...rangeOf(values) })
