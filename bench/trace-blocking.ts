// Blocking time as Lighthouse's TBT counts it (TBTUtils.calculateTbtImpactForEvent in
// @paulirish/trace_engine's lantern metrics): each main-thread task clipped to a window, its time
// beyond 50 ms; here also shared out by the kind of work that fills each long task, so a trace says
// what a change would have to take away.
import type { TraceEvent } from './trace-event.ts'

/** What a task's time is spent on, by the trace events that record it. */
export const WORK_KINDS = {
  /** module scripts' top-level code (the start stages, the entry, lazy chunks) */
  evaluation: ['v8.evaluateModule', 'v8.compileModule'],
  /** promise jobs: the app's start after each `await` (Chakra's system is built in one) */
  microtasks: ['RunMicrotasks'],
  /** other script: scheduler slices (hydration), timers, event handlers, classic scripts */
  callbacks: ['FunctionCall', 'TimerFire', 'EventDispatch', 'EvaluateScript', 'FireAnimationFrame'],
  /** the document itself: parsing its HTML, style, layout, paint */
  rendering: ['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest'],
} as const

export type WorkKind = keyof typeof WORK_KINDS | 'other'

/** A task's blocking time in a window, and how it shares out by kind of work. */
export type Blocking = { totalUs: number; byKind: Record<WorkKind, number> }

/** The task threshold TBT is built on. */
export const LONG_TASK_US = 50_000

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0)
const kindOf = new Map<string, WorkKind>(Object.entries(WORK_KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind as WorkKind])))

/**
 * How the time of `task` shares out by kind of work: each piece of work counted once, under the
 * outermost event of a known kind that holds it (a layout a script forced counts as that script's);
 * what no such event covers is `other` (the task's own overhead, garbage collection, navigation).
 */
function shares(task: TraceEvent, sortedEvents: readonly TraceEvent[]): Record<WorkKind, number> {
  const time: Record<WorkKind, number> = { evaluation: 0, microtasks: 0, callbacks: 0, rendering: 0, other: 0 }
  let coveredUntil = task.ts
  for (const event of sortedEvents) {
    if (event.ts < task.ts || end(event) > end(task) || event === task || event.ph !== 'X') continue
    const kind = kindOf.get(event.name)
    if (!kind || event.ts < coveredUntil) continue
    time[kind] += event.dur ?? 0
    coveredUntil = end(event)
  }
  const duration = task.dur ?? 0
  time.other = Math.max(0, duration - time.evaluation - time.microtasks - time.callbacks - time.rendering)
  return time
}

/**
 * The blocking time of `tasks` between `from` and `until` (microseconds), as TBT counts it, with
 * each long task's share given to its kinds of work in proportion to their time in it.
 * `sortedEvents` are the thread's events in time order.
 */
export function blockingBetween(tasks: readonly TraceEvent[], sortedEvents: readonly TraceEvent[], from: number, until: number): Blocking {
  const byKind: Record<WorkKind, number> = { evaluation: 0, microtasks: 0, callbacks: 0, rendering: 0, other: 0 }
  let totalUs = 0
  for (const task of tasks) {
    const clipped = Math.min(end(task), until) - Math.max(task.ts, from)
    if (clipped < LONG_TASK_US) continue
    const blocking = clipped - LONG_TASK_US
    totalUs += blocking
    const time = shares(task, sortedEvents)
    for (const kind of Object.keys(byKind) as WorkKind[]) byKind[kind] += task.dur ? (blocking * time[kind]) / task.dur : 0
  }
  return { totalUs, byKind }
}
