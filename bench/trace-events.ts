// Reads a page's start from a Chromium performance trace (the JSON of Tracing.start / DevTools'
// "Save profile"): how long the main thread spent compiling the page's module scripts, evaluating
// the app's entry module (with the modules it imports), and then working until the app marked
// itself started (data-app-started, src/lib/use-mark-app-started.ts; trace.ts turns it into a
// performance mark). The figures are real main-thread time of the traced load, throttled or not.

export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  cat?: string
  args?: { data?: { url?: string }; fileName?: string }
}

/** Milliseconds of the page's start, on its main thread. */
export type Startup = {
  /** Compiling module scripts before the entry ran (the entry, its imports, the route's preloaded chunks). */
  compileMs: number
  /** Evaluating the entry module graph: every module's top-level code, up to the call that starts hydration. */
  evaluateMs: number
  /** Busy time after the entry's evaluation until the app was started (the task that marked it included): hydration. */
  hydrationMs: number
  /** Elapsed time from the start of the entry's evaluation to the end of that task. */
  wallMs: number
  /**
   * What total blocking time counts of the start: each main-thread task's time beyond 50 ms, summed
   * over the tasks from the one that evaluates the entry to the one that marks the app started.
   */
  blockingMs: number
  /** The longest of those tasks: how long a tap may wait at worst while the page starts. */
  longestTaskMs: number
}

/** A task longer than this blocks input (the long-task threshold TBT is built on). */
const LONG_TASK_US = 50_000

const urlOf = (event: TraceEvent) => event.args?.data?.url ?? event.args?.fileName
const end = (event: TraceEvent) => event.ts + (event.dur ?? 0)
const ms = (microseconds: number) => microseconds / 1000

/** The page's start in `events`: `entryUrl` is the entry module's URL, `mark` the performance mark set when the app started. */
export function startupFromTrace(events: readonly TraceEvent[], { entryUrl, mark }: { entryUrl: string; mark: string }): Startup {
  const started = events.find((e) => e.name === mark && e.cat?.includes('blink.user_timing'))
  if (!started) throw new Error(`The trace has no performance mark '${mark}': the app never marked itself started`)
  // the page's main thread is the one that marked it started (a trace holds every tab and process)
  const onMain = events.filter((e) => e.pid === started.pid && e.tid === started.tid).sort((a, b) => a.ts - b.ts)
  const entryCompile = onMain.find((e) => e.name === 'v8.compileModule' && urlOf(e) === entryUrl)
  if (!entryCompile) throw new Error(`The trace has no compilation of the entry module ${entryUrl}`)
  const evaluation = onMain.find((e) => e.name === 'v8.evaluateModule' && e.ts >= entryCompile.ts)
  if (!evaluation) throw new Error(`The trace has no evaluation of the entry module ${entryUrl}`)

  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X')
  const markingTask = tasks.find((t) => t.ts <= started.ts && started.ts <= end(t))
  const from = end(evaluation)
  const until = markingTask ? end(markingTask) : started.ts
  const busy = tasks.reduce((sum, t) => sum + Math.max(0, Math.min(end(t), until) - Math.max(t.ts, from)), 0)
  const compile = onMain.filter((e) => e.name === 'v8.compileModule' && e.ts < evaluation.ts).reduce((sum, e) => sum + (e.dur ?? 0), 0)
  const evaluatingTask = tasks.find((t) => t.ts <= evaluation.ts && end(evaluation) <= end(t))
  const startTasks = tasks.filter((t) => t.ts >= (evaluatingTask ?? evaluation).ts && end(t) <= until)
  const blocking = startTasks.reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) - LONG_TASK_US), 0)
  const longest = Math.max(0, ...startTasks.map((t) => t.dur ?? 0))
  return {
    compileMs: ms(compile), evaluateMs: ms(evaluation.dur ?? 0), hydrationMs: ms(busy), wallMs: ms(until - evaluation.ts),
    blockingMs: ms(blocking), longestTaskMs: ms(longest),
  }
}
