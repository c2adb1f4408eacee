// Lighthouse over several targets, interleaved (schedule.ts), each run started on a quiet
// machine (quiet.ts) and repeated when its benchmarkIndex readings show the machine changed speed
// (a calibrated run: the reading in the run is over 25% from the one its slowdown came from; a run
// at the default: its reading is below 75% of the bench's median one); then each
// target's median and spread. Every target runs `rounds` times calibrated (calibration.ts: the
// host's benchmarkIndex, measured just before the run, sets the CPU slowdown) and
// `defaultRounds` times under Lighthouse's default 4×, for comparison. The runner is passed in:
// lighthouse.ts in the bench, a fake in tests.
import { calibratedMultiplier } from './calibration.ts'
import { MachineBusy } from './quiet.ts'
import { CALIBRATION_TOLERANCE, interleave, median, miscalibrated, rangeOf, REPEAT_BELOW, spreadOf, spreadRounds, tooSlow, type Range, type Slot, type Spread } from './schedule.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
// mainthread-work-breakdown: the main thread's whole work in the load (ms, at the run's CPU slowdown)
export const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'mainthread-work-breakdown'] as const
export type Category = (typeof CATEGORIES)[number]
export type Metric = (typeof METRICS)[number]
export type Throttling = 'calibrated' | 'default'

/**
 * What one Lighthouse run gives: scores 0–100, metrics in ms (CLS unitless), the benchmarkIndex
 * Lighthouse measured at the start of the run and the CPU slowdown it simulated.
 */
export type RunResult = { scores: Record<Category, number>; metrics: Record<Metric, number>; benchmarkIndex: number; cpuSlowdownMultiplier: number }
/** A kept run: its throttling, how busy the CPUs were just before it (quiet.ts), and (calibrated) the benchmarkIndex its multiplier came from. */
export type Run = RunResult & { throttling: Throttling; busy: number; hostIndex: number | null }

export type Target = { label: string; url: string }

export type LighthouseRunner = {
  /** Lighthouse's benchmarkIndex of the host, measured now. */
  measureIndex: () => Promise<number>
  /** One Lighthouse run of `url`; a null multiplier keeps Lighthouse's default. */
  runOnce: (url: string, cpuSlowdownMultiplier: number | null) => Promise<RunResult>
}

export type AuditOptions = {
  /** Calibrated runs of each target. */
  rounds: number
  /** Runs of each target under Lighthouse's default slowdown, spread over the rounds (0: none). */
  defaultRounds: number
  runner: LighthouseRunner
  /** Resolves with the CPUs' busy share once the machine is quiet; throws MachineBusy otherwise. */
  waitQuiet: () => Promise<number>
  log: (line: string) => void
  /** Runs of one slot before the bench stops trusting the machine. */
  maxAttempts?: number
}

/** One target's runs under one throttling: each score's and metric's median and spread, and the machine figures. */
export type Summary = {
  runs: number
  scores: Record<Category, Spread>
  metrics: Record<Metric, Spread>
  /** The benchmarkIndex Lighthouse measured in its runs. */
  benchmarkIndex: Range
  /** The benchmarkIndex measured just before each calibrated run, which set its multiplier (null under the default). */
  hostIndex: Range | null
  multiplier: Range
  /** The busiest CPU share any run started at. */
  busy: number
}

export type TargetAudit = { label: string; calibrated: Summary; default: Summary | null }

type Job = { target: Target; throttling: Throttling }

const named = (job: Job) => `${job.target.label}${job.throttling === 'default' ? ' (default 4×)' : ''}`

const percent = (share: number) => `${Math.round(share * 100)}%`

/** Why a kept run no longer counts, given the median of every benchmarkIndex reading kept so far; null when it does. */
function slowedBy(run: Run, typical: number): string | null {
  if (run.hostIndex !== null) {
    return miscalibrated(run.hostIndex, run.benchmarkIndex)
      ? `benchmarkIndex ${Math.round(run.benchmarkIndex)} in the run, ${Math.round(run.hostIndex)} before it: over ${percent(CALIBRATION_TOLERANCE)} apart`
      : null
  }
  // One lucky reading must not condemn every other run: the default runs answer to the median.
  return tooSlow(run.benchmarkIndex, typical) ? `benchmarkIndex ${Math.round(run.benchmarkIndex)} < ${percent(REPEAT_BELOW)} of the median ${Math.round(typical)}` : null
}

/** Runs every target `rounds` times calibrated and `defaultRounds` times at the default, interleaved; returns each target's kept runs. */
export async function auditTargets(targets: readonly Target[], options: AuditOptions): Promise<Map<string, Run[]>> {
  const { rounds, defaultRounds, runner, waitQuiet, log, maxAttempts = 3 } = options
  // Pages interleaved round by round; in a round with a default run, a page's two runs follow each
  // other, the default second in the first such round, first in the next, and so on.
  const withDefault = [...spreadRounds(rounds, defaultRounds)].sort((a, b) => a - b)
  const queue: Slot<Job>[] = interleave(targets, rounds).flatMap(({ target, round }) => {
    const calibrated: Slot<Job> = { target: { target, throttling: 'calibrated' }, round }
    const nth = withDefault.indexOf(round)
    if (nth < 0) return [calibrated]
    const atDefault: Slot<Job> = { target: { target, throttling: 'default' }, round }
    return nth % 2 === 0 ? [calibrated, atDefault] : [atDefault, calibrated]
  })
  const kept = new Map<Slot<Job>, Run>()
  const attempts = new Map<Slot<Job>, number>()
  const total = queue.length
  while (queue.length > 0) {
    const slot = queue.shift()!
    const job = slot.target
    const attempt = (attempts.get(slot) ?? 0) + 1
    if (attempt > maxAttempts) {
      throw new MachineBusy(`${named(job)} ran ${maxAttempts} times on a machine that changed speed`)
    }
    attempts.set(slot, attempt)
    const busy = await waitQuiet()
    let run: Run
    try {
      const hostIndex = job.throttling === 'calibrated' ? await runner.measureIndex() : null
      const result = await runner.runOnce(job.target.url, hostIndex === null ? null : calibratedMultiplier(hostIndex))
      run = { ...result, throttling: job.throttling, busy, hostIndex }
    } catch (error) {
      // Lighthouse sometimes fails to record a page load (NO_NAVSTART): that run is made again.
      if (attempt >= maxAttempts) throw error
      log(`  repeating ${named(job)} (round ${slot.round + 1}): ${error instanceof Error ? error.message : String(error)}`)
      queue.unshift(slot)
      continue
    }
    kept.set(slot, run)
    const measured = run.hostIndex === null ? `benchmarkIndex ${Math.round(run.benchmarkIndex)}` : `benchmarkIndex ${Math.round(run.hostIndex)} before, ${Math.round(run.benchmarkIndex)} in the run`
    log(
      `  ${kept.size}/${total} ${named(job)} (round ${slot.round + 1}${attempt > 1 ? `, attempt ${attempt}` : ''}): performance ${run.scores.performance}, ` +
        `TBT ${Math.round(run.metrics['total-blocking-time'])} ms, CPU ×${run.cpuSlowdownMultiplier}, ${measured}, CPUs ${(busy * 100).toFixed(1)}% busy before`,
    )
    // The median moves as runs come in, so an earlier default run can turn out slowed: it is made again.
    const typical = median([...kept.values()].flatMap((r) => (r.hostIndex === null ? [r.benchmarkIndex] : [r.hostIndex, r.benchmarkIndex])))
    for (const [other, otherRun] of [...kept]) {
      const reason = slowedBy(otherRun, typical)
      if (reason === null) continue
      kept.delete(other)
      queue.push(other)
      log(`  repeating ${named(other.target)} (round ${other.round + 1}): ${reason}`)
    }
  }
  const byTarget = new Map<string, Run[]>(targets.map((t) => [t.label, []]))
  for (const [slot, run] of kept) byTarget.get(slot.target.target.label)!.push(run)
  return byTarget
}

function summary(runs: readonly Run[]): Summary {
  const hostIndexes = runs.flatMap((r) => (r.hostIndex === null ? [] : [r.hostIndex]))
  return {
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, spreadOf(runs.map((r) => r.scores[c]))])) as Summary['scores'],
    metrics: Object.fromEntries(METRICS.map((m) => [m, spreadOf(runs.map((r) => r.metrics[m]))])) as Summary['metrics'],
    benchmarkIndex: rangeOf(runs.map((r) => r.benchmarkIndex)),
    hostIndex: hostIndexes.length > 0 ? rangeOf(hostIndexes) : null,
    multiplier: rangeOf(runs.map((r) => r.cpuSlowdownMultiplier)),
    busy: Math.max(...runs.map((r) => r.busy)),
  }
}

/** A target's calibrated and default figures (default null when it had no default runs). */
export function summarise(label: string, runs: readonly Run[]): TargetAudit {
  const calibrated = runs.filter((r) => r.throttling === 'calibrated')
  const atDefault = runs.filter((r) => r.throttling === 'default')
  if (calibrated.length === 0) throw new Error(`${label} has no calibrated run`)
  return { label, calibrated: summary(calibrated), default: atDefault.length > 0 ? summary(atDefault) : null }
}
