// The framework's floor (issue 56): a reference page of React 19 and the site's Chakra provider
// hydrating one heading (bench/reference/), built with the site's Vite config and measured in the
// same Lighthouse run, interleaved with the site's pages. A benchmarkIndex does not carry across
// CPU families (an AMD EPYC at 1,350 gave 2–6 times the TBT of a Xeon at 2,200–3,400 under the
// same calibration), so beside each page's absolute figures the report gives them as a ratio to
// the floor's: what the site adds on top of its framework, wherever it runs. Budgets stay absolute.
import type { Summary } from './audit.ts'

/** The figures given as a ratio to the floor's: blocking time and the whole main thread's work. */
export const FLOOR_METRICS = ['total-blocking-time', 'mainthread-work-breakdown'] as const
export type FloorMetric = (typeof FLOOR_METRICS)[number]

/** A page's calibrated median over the floor's, per figure; null where the floor's median is 0 (no ratio exists). */
export type FloorRatios = Record<FloorMetric, number | null>

export function ratiosToFloor(page: Summary, floor: Summary): FloorRatios {
  const ratio = (metric: FloorMetric) => {
    const base = floor.metrics[metric].median
    return base > 0 ? page.metrics[metric].median / base : null
  }
  return { 'total-blocking-time': ratio('total-blocking-time'), 'mainthread-work-breakdown': ratio('mainthread-work-breakdown') }
}
