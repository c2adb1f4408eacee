// The trace tool's table (trace.ts): per page, the median (min–max) of each start figure over its
// loads, with the calibration the loads ran under.
import { ms, spreadText, times, whole } from './format.ts'
import { spreadOf } from './schedule.ts'
import type { Startup } from './trace-events.ts'
import { WORK_KINDS, type WorkKind } from './trace-blocking.ts'

/** A load's figures, with the benchmarkIndex measured before it and the CPU throttling rate it set. */
export type TracedLoad = Startup & { benchmarkIndex: number; rate: number }

const spread = (values: readonly number[], unit = ms) => spreadText(spreadOf(values), unit)

/** The report's table: per page, the median (min–max) of each figure over its loads. */
export function traceTable(results: ReadonlyMap<string, readonly TracedLoad[]>): string[] {
  return [
    '| page | loads | module compile | evaluation (start stages and entry) | hydration (busy until started) | first evaluation → started (wall) | blocking time (tasks beyond 50 ms) | blocking since first paint (as TBT counts it) | longest task | largest contentful paint (from navigation) | app started (from navigation) | benchmarkIndex → CPU throttling |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...[...results].map(([page, loads]) => {
      const of = (figure: Exclude<keyof Startup, 'blockingSincePaintByKindMs'>) => spread(loads.map((l) => l[figure]))
      const calibration = `${spread(loads.map((l) => l.benchmarkIndex), whole)} → ${spread(loads.map((l) => l.rate), times)}`
      return `| ${page} | ${loads.length} | ${of('compileMs')} | ${of('evaluateMs')} | ${of('hydrationMs')} | ${of('wallMs')} | ${of('blockingMs')} | ${of('blockingSincePaintMs')} | ${of('longestTaskMs')} | ${of('largestPaintMs')} | ${of('startedMs')} | ${calibration} |`
    }),
  ]
}

const KINDS: readonly WorkKind[] = [...(Object.keys(WORK_KINDS) as WorkKind[]), 'other']

/**
 * Per page, the blocking time since the first paint shared out by the work that fills the long
 * tasks (trace-blocking.ts): the median (min–max) of each kind's share over the loads.
 */
export function blockingByKindTable(results: ReadonlyMap<string, readonly TracedLoad[]>): string[] {
  return [
    `| page | ${KINDS.map((kind) => `${kind} (${kind === 'other' ? 'the rest' : WORK_KINDS[kind as keyof typeof WORK_KINDS].join(', ')})`).join(' | ')} |`,
    `|---|${KINDS.map(() => '---').join('|')}|`,
    ...[...results].map(([page, loads]) => `| ${page} | ${KINDS.map((kind) => spread(loads.map((l) => l.blockingSincePaintByKindMs[kind]))).join(' | ')} |`),
  ]
}
