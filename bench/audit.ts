// Lighthouse over several targets, interleaved (schedule.ts), each run started on a quiet
// machine (quiet.ts) and repeated when its benchmarkIndex shows the machine was slowed; then
// the median per target. The runner is passed in: lighthouse.ts in the bench, a fake in tests.
import { MachineBusy } from './quiet.ts'
import { interleave, median, tooSlow, type Slot } from './schedule.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const
export type Category = (typeof CATEGORIES)[number]
export type Metric = (typeof METRICS)[number]

/** What one Lighthouse run gives: scores 0–100, metrics in ms (CLS unitless), Lighthouse's benchmarkIndex. */
export type RunResult = { scores: Record<Category, number>; metrics: Record<Metric, number>; benchmarkIndex: number }
/** A kept run, with the 1-minute load average it started at. */
export type Run = RunResult & { load: number }

export type Target = { label: string; url: string }

export type AuditOptions = {
  rounds: number
  runOnce: (url: string) => Promise<RunResult>
  /** Resolves with the load average once the machine is quiet; throws MachineBusy otherwise. */
  waitQuiet: () => Promise<number>
  log: (line: string) => void
  /** Runs of one slot before the bench stops trusting the machine. */
  maxAttempts?: number
}

/** Category and metric medians of a target's runs, with the spread of benchmarkIndex and the highest starting load. */
export type TargetAudit = {
  label: string
  scores: Record<Category, number>
  metrics: Record<Metric, number>
  benchmarkIndex: { min: number; max: number }
  load: number
  runs: number
}

/** Runs every target `rounds` times, interleaved; returns each target's kept runs. */
export async function auditTargets(targets: readonly Target[], options: AuditOptions): Promise<Map<string, Run[]>> {
  const { rounds, runOnce, waitQuiet, log, maxAttempts = 3 } = options
  const queue: Slot<Target>[] = interleave(targets, rounds)
  const kept = new Map<Slot<Target>, Run>()
  const attempts = new Map<Slot<Target>, number>()
  const total = queue.length
  while (queue.length > 0) {
    const slot = queue.shift()!
    const attempt = (attempts.get(slot) ?? 0) + 1
    if (attempt > maxAttempts) {
      throw new MachineBusy(`${slot.target.label} ran ${maxAttempts} times with a benchmarkIndex below 75% of the best one`)
    }
    attempts.set(slot, attempt)
    const load = await waitQuiet()
    let result: RunResult
    try {
      result = await runOnce(slot.target.url)
    } catch (error) {
      // Lighthouse sometimes fails to record a page load (NO_NAVSTART): that run is made again.
      if (attempt >= maxAttempts) throw error
      log(`  repeating ${slot.target.label} (round ${slot.round + 1}): ${error instanceof Error ? error.message : String(error)}`)
      queue.unshift(slot)
      continue
    }
    const run: Run = { ...result, load }
    kept.set(slot, run)
    log(`  ${kept.size}/${total} ${slot.target.label} (round ${slot.round + 1}${attempt > 1 ? `, attempt ${attempt}` : ''}): performance ${run.scores.performance}, TBT ${Math.round(run.metrics['total-blocking-time'])} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}, load ${load.toFixed(2)}`)
    // A better machine moment can reveal earlier runs as slowed: every such run is made again.
    const best = Math.max(...[...kept.values()].map((r) => r.benchmarkIndex))
    for (const [other, otherRun] of [...kept]) {
      if (!tooSlow(otherRun.benchmarkIndex, best)) continue
      kept.delete(other)
      queue.push(other)
      log(`  repeating ${other.target.label} (round ${other.round + 1}): benchmarkIndex ${Math.round(otherRun.benchmarkIndex)} < 75% of ${Math.round(best)}`)
    }
  }
  const byTarget = new Map<string, Run[]>(targets.map((t) => [t.label, []]))
  for (const [slot, run] of kept) byTarget.get(slot.target.label)!.push(run)
  return byTarget
}

export function summarise(label: string, runs: readonly Run[]): TargetAudit {
  const indexes = runs.map((r) => r.benchmarkIndex)
  return {
    label,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as TargetAudit['scores'],
    metrics: Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r.metrics[m]))])) as TargetAudit['metrics'],
    benchmarkIndex: { min: Math.min(...indexes), max: Math.max(...indexes) },
    load: Math.max(...runs.map((r) => r.load)),
    runs: runs.length,
  }
}
