// Reads a page's start from a Chromium performance trace (the JSON of Tracing.start / DevTools'
// "Save profile"): how long the main thread spent compiling the page's module scripts, evaluating
// them (the start stages' chunks, then the app's entry with the modules it imports: each a module
// script of its own, run in order: scripts/build/start-stages.ts), and then working until the app marked
// itself started (data-app-started, src/lib/app-started.ts; trace.ts turns it into a
// performance mark). The figures are real main-thread time of the traced load, throttled or not.
import { blockingBetween, LONG_TASK_US, type WorkKind } from './trace-blocking.ts'
import type { TraceEvent } from './trace-event.ts'

/** Milliseconds of the page's start, on its main thread. */
export type Startup = {
  /** Compiling module scripts before the first one ran (the entry, its imports, the route's preloaded chunks). */
  compileMs: number
  /** Evaluating the page's module scripts (the stages, then the entry graph): every module's top-level code. */
  evaluateMs: number
  /** Busy time after the entry's evaluation until the app was started (the task that marked it included): hydration. */
  hydrationMs: number
  /** Elapsed time from the start of the first script's evaluation to the end of the marking task. */
  wallMs: number
  /**
   * What total blocking time counts of the start: each main-thread task's time beyond 50 ms, summed
   * over the tasks from the one that evaluates the first script to the one that marks the app started.
   */
  blockingMs: number
  /**
   * Total blocking time as Lighthouse counts it (its TBTUtils), from the first contentful paint to
   * the end of the marking task: each task clipped to that window, its time beyond 50 ms. Unlike
   * `blockingMs` it holds the page's own rendering (style, layout, paint, its images' documents)
   * after the first paint, whether or not a script runs in it.
   */
  blockingSincePaintMs: number
  /** `blockingSincePaintMs` shared out by the kind of work that fills each long task (trace-blocking.ts). */
  blockingSincePaintByKindMs: Record<WorkKind, number>
  /** The longest of those tasks: how long a tap may wait at worst while the page starts. */
  longestTaskMs: number
  /** From the navigation's start to the page's largest contentful paint (Chromium's last candidate). */
  largestPaintMs: number
  /** From the navigation's start to the end of the task that marked the app started. */
  startedMs: number
}

const urlOf = (event: TraceEvent) => event.args?.data?.url ?? event.args?.fileName
const end = (event: TraceEvent) => event.ts + (event.dur ?? 0)
const ms = (microseconds: number) => microseconds / 1000

/**
 * The page's start in `events`: `scriptUrls` are the module scripts the page ran, in the order it
 * ran them (the start stages, then the entry), `mark` the performance mark set when the app started.
 */
export function startupFromTrace(events: readonly TraceEvent[], { scriptUrls, mark }: { scriptUrls: readonly string[]; mark: string }): Startup {
  const started = events.find((e) => e.name === mark && e.cat?.includes('blink.user_timing'))
  if (!started) throw new Error(`The trace has no performance mark '${mark}': the app never marked itself started`)
  // the page's main thread is the one that marked it started (a trace holds every tab and process)
  const onMain = events.filter((e) => e.pid === started.pid && e.tid === started.tid).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const first = scriptUrls[0]
  if (first === undefined) throw new Error('No module script to read the start from')
  const firstCompile = onMain.find((e) => e.name === 'v8.compileModule' && urlOf(e) === first)
  if (!firstCompile) throw new Error(`The trace has no compilation of the module script ${first}`)
  // nothing evaluates a module before the first script runs; the scripts then run one at a time
  const evaluations = onMain.filter((e) => e.name === 'v8.evaluateModule' && e.ts >= firstCompile.ts).slice(0, scriptUrls.length)
  if (evaluations.length < scriptUrls.length) {
    throw new Error(`The trace has ${evaluations.length} module evaluations for the page's ${scriptUrls.length} module scripts`)
  }
  const evaluation = evaluations[0]!
  const entryEvaluation = evaluations.at(-1)!

  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X')
  const markingTask = tasks.find((t) => t.ts <= started.ts && started.ts <= end(t))
  const from = end(entryEvaluation)
  const until = markingTask ? end(markingTask) : started.ts
  const busy = tasks.reduce((sum, t) => sum + Math.max(0, Math.min(end(t), until) - Math.max(t.ts, from)), 0)
  const compile = onMain.filter((e) => e.name === 'v8.compileModule' && e.ts < evaluation.ts).reduce((sum, e) => sum + (e.dur ?? 0), 0)
  const evaluatingTask = tasks.find((t) => t.ts <= evaluation.ts && end(evaluation) <= end(t))
  const startTasks = tasks.filter((t) => t.ts >= (evaluatingTask ?? evaluation).ts && end(t) <= until)
  const blocking = startTasks.reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) - LONG_TASK_US), 0)
  const paint = onMain.find((e) => e.name === 'firstContentfulPaint')
  if (!paint) throw new Error('The trace has no first contentful paint on the page\'s main thread')
  const sincePaint = blockingBetween(tasks, onMain, paint.ts, until)
  const longest = Math.max(0, ...startTasks.map((t) => t.dur ?? 0))
  // a performance mark's startTime counts from the page's navigation (its time origin); the trace's
  // navigationStart events are not always recorded for the page's process, the mark always is
  const sinceNavigation = started.args?.data?.startTime
  if (sinceNavigation === undefined) throw new Error(`The performance mark '${mark}' has no start time in the trace`)
  const navigationTs = started.ts - sinceNavigation * 1000
  const ofPage = (e: TraceEvent) => e.args?.data?.navigationId === started.args?.data?.navigationId
  const largest = onMain.filter((e) => e.name === 'largestContentfulPaint::Candidate' && ofPage(e)).at(-1)
  if (!largest) throw new Error('The trace has no largest contentful paint on the page\'s main thread')
  return {
    compileMs: ms(compile), evaluateMs: ms(evaluations.reduce((sum, e) => sum + (e.dur ?? 0), 0)), hydrationMs: ms(busy), wallMs: ms(until - evaluation.ts),
    blockingMs: ms(blocking), blockingSincePaintMs: ms(sincePaint.totalUs),
    blockingSincePaintByKindMs: Object.fromEntries(Object.entries(sincePaint.byKind).map(([kind, us]) => [kind, ms(us)])) as Record<WorkKind, number>, longestTaskMs: ms(longest),
    largestPaintMs: ms(largest.ts - navigationTs), startedMs: ms(until - navigationTs),
  }
}
