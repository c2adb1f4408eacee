import { describe, expect, it } from 'vitest'
import type { TraceEvent } from './trace-event.ts'
import { startupFromTrace } from './trace-events.ts'
import { blockingByKindTable, traceTable, type TracedLoad } from './trace-report.ts'

const ENTRY = 'http://localhost:4310/assets/index-abc.js'
const MARK = 'bench:app-started'
const [renderer, main, worker, other] = [41, 41, 47, 52]

/** A complete ('X') event on the page's main thread, `at` and `ms` in milliseconds as the trace stores microseconds. */
const task = (name: string, at: number, ms: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name, ph: 'X', ts: at * 1000, dur: ms * 1000, pid: renderer, tid: main, cat: 'disabled-by-default-devtools.timeline', ...extra,
})
const compile = (url: string, at: number, ms: number, extra: Partial<TraceEvent> = {}) =>
  task('v8.compileModule', at, ms, { cat: 'v8,devtools.timeline', args: { data: { url }, fileName: url }, ...extra })

/** Chromium's first contentful paint of the page, `at` in milliseconds. */
const PAGE = 'page-navigation'
const firstPaint = (at: number): TraceEvent => ({
  name: 'firstContentfulPaint', ph: 'R', ts: at * 1000, pid: renderer, tid: main, cat: 'loading,rail,devtools.timeline', args: { data: { navigationId: PAGE } },
})

/** A largest-contentful-paint candidate, `at` in milliseconds, of the page's navigation unless `navigationId` says another. */
const largestPaint = (at: number, navigationId = PAGE): TraceEvent => ({
  name: 'largestContentfulPaint::Candidate', ph: 'R', ts: at * 1000, pid: renderer, tid: main, cat: 'loading,rail,devtools.timeline', args: { data: { navigationId } },
})

/** The app's performance mark at `at` milliseconds, which Chromium stores with its time since the navigation started (at `navigatedAt`). */
const startedMark = (at: number, navigatedAt: number): TraceEvent => ({
  name: MARK, ph: 'I', ts: at * 1000, pid: renderer, tid: main, cat: 'blink.user_timing', args: { data: { navigationId: PAGE, startTime: at - navigatedAt } },
})

/**
 * A page's start as Chromium records it, shortened: the first paint in the middle of a 70 ms
 * rendering task, the entry and a preloaded chunk compiled, the entry graph evaluated inside a
 * 60 ms task, three more tasks of hydration, the last one setting data-app-started (the mark),
 * then later work; with decoys on other threads and processes.
 */
const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: renderer, tid: main, cat: '__metadata' },
  task('RunTask', 100, 5), // the document's parse: before the entry, not counted
  task('RunTask', 120, 70), firstPaint(130), largestPaint(130), // style, layout and paint, which the first paint falls in
  largestPaint(380), // the hero picture, painted later: the page's largest paint
  largestPaint(600, 'later'), // another navigation's
  task('RunTask', 200, 3), compile('http://localhost:4310/assets/chunk-def.js', 200.5, 1),
  task('RunTask', 210, 4), compile(ENTRY, 210.5, 2),
  // the same URL compiled in another renderer (another tab) and a background parse: not this page's main thread
  compile(ENTRY, 205, 9, { pid: other, tid: other }),
  task('v8.parseOnBackground', 150, 30, { tid: worker, args: { data: { url: ENTRY } } }),
  task('RunTask', 300, 60), task('v8.evaluateModule', 305, 50, { cat: 'v8,devtools.timeline' }),
  task('RunTask', 380, 20),
  task('RunTask', 390, 12, { tid: worker }), // a worker's task during hydration: not the main thread
  task('RunTask', 420, 15),
  task('RunTask', 450, 10),
  startedMark(456, 20), // the page's navigation started at 20 ms
  task('RunTask', 500, 40), // after the app started: not counted
  task('v8.evaluateModule', 510, 30, { cat: 'v8,devtools.timeline' }), // a lazy route chunk, later
]

describe("reading a page's start from a Chromium trace", () => {
  it('measures module compilation, the entry graph evaluation and the busy time until the app marked itself started', () => {
    const { blockingSincePaintByKindMs, ...figures } = startupFromTrace(trace, { scriptUrls: [ENTRY], mark: MARK })
    // the rendering task has no events inside it (other); the evaluating one is 50 of its 60 ms evaluation
    expect(blockingSincePaintByKindMs.evaluation).toBeCloseTo((10 * 50) / 60)
    expect(blockingSincePaintByKindMs.other).toBeCloseTo(10 + (10 * 10) / 60)
    expect(figures).toEqual({
      compileMs: 3, // the chunk (1) and the entry (2), on the page's main thread only
      evaluateMs: 50,
      // what is left of the evaluating task after the evaluation (5), then 20 + 15 + 10 (the marking task, whole)
      hydrationMs: 50,
      wallMs: 155, // from the evaluation's start (305) to the end of the marking task (460)
      // the evaluating task (60) is the one beyond 50 ms; the document's parse and later work are not the start
      blockingMs: 10,
      // the rendering task from the paint on (130–190: 60 ms) and the evaluating task, each beyond 50 ms
      blockingSincePaintMs: 20,
      longestTaskMs: 60,
      largestPaintMs: 360, // from the page's navigation (20) to its last candidate (380)
      startedMs: 440, // to the end of the marking task (460)
    })
  })

  it('reads a start in stages: each module script evaluated in a task of its own, then the entry', () => {
    const STAGE = 'http://localhost:4310/assets/start-react-abc.js'
    const staged: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', ts: 0, pid: renderer, tid: main, cat: '__metadata' },
      firstPaint(150), largestPaint(150),
      task('RunTask', 200, 4), compile(STAGE, 200.5, 2), compile(ENTRY, 202, 1),
      task('RunTask', 300, 45), task('v8.evaluateModule', 302, 40, { cat: 'v8,devtools.timeline' }),
      task('RunTask', 350, 35), task('v8.evaluateModule', 352, 30, { cat: 'v8,devtools.timeline' }),
      task('RunTask', 400, 70), // the Chakra system, then hydration
      startedMark(465, 10),
    ]
    expect(startupFromTrace(staged, { scriptUrls: [STAGE, ENTRY], mark: MARK })).toMatchObject({
      compileMs: 3,
      evaluateMs: 70, // both scripts' evaluations
      hydrationMs: 73, // the rest of the entry's task (3), then the next (70)
      wallMs: 168, // from the first evaluation (302) to the end of the marking task (470)
      blockingMs: 20, // only the last task is beyond 50 ms
      blockingSincePaintMs: 20,
      longestTaskMs: 70,
      largestPaintMs: 140,
      startedMs: 460,
    })
  })

  it('does not depend on the order events are stored in', () => {
    const shuffled = [...trace].reverse()
    expect(startupFromTrace(shuffled, { scriptUrls: [ENTRY], mark: MARK })).toEqual(startupFromTrace(trace, { scriptUrls: [ENTRY], mark: MARK }))
  })

  it('says what is missing when the trace cannot give the figures', () => {
    expect(() => startupFromTrace(trace, { scriptUrls: ['http://localhost:4310/assets/other.js'], mark: MARK })).toThrow(
      'The trace has no compilation of the module script http://localhost:4310/assets/other.js',
    )
    expect(() => startupFromTrace(trace.filter((e) => e.name !== MARK), { scriptUrls: [ENTRY], mark: MARK })).toThrow(
      "The trace has no performance mark 'bench:app-started': the app never marked itself started",
    )
    expect(() => startupFromTrace(trace.filter((e) => e.name !== 'v8.evaluateModule'), { scriptUrls: [ENTRY], mark: MARK })).toThrow(
      "The trace has 0 module evaluations for the page's 1 module scripts",
    )
    expect(() => startupFromTrace(trace.filter((e) => e.name !== 'firstContentfulPaint'), { scriptUrls: [ENTRY], mark: MARK })).toThrow(
      "The trace has no first contentful paint on the page's main thread",
    )
    expect(() => startupFromTrace(trace.map((e) => (e.name === MARK ? { ...e, args: {} } : e)), { scriptUrls: [ENTRY], mark: MARK })).toThrow(
      "The performance mark 'bench:app-started' has no start time in the trace",
    )
    expect(() => startupFromTrace(trace.filter((e) => e.name !== 'largestContentfulPaint::Candidate'), { scriptUrls: [ENTRY], mark: MARK })).toThrow(
      "The trace has no largest contentful paint on the page's main thread",
    )
  })
})

describe("the trace tool's table", () => {
  it('gives per page the median (min–max) of each figure over its loads, with the calibration used', () => {
    const load = (evaluateMs: number, hydrationMs: number, benchmarkIndex: number): TracedLoad => ({
      compileMs: 4, evaluateMs, hydrationMs, wallMs: evaluateMs + hydrationMs + 30, blockingMs: evaluateMs - 50,
      blockingSincePaintMs: evaluateMs, longestTaskMs: evaluateMs, largestPaintMs: 900 + evaluateMs, startedMs: 1500 + hydrationMs,
      blockingSincePaintByKindMs: { evaluation: evaluateMs - 50, microtasks: 100, callbacks: 0, rendering: 30, other: 20 },
      benchmarkIndex, rate: Math.round((benchmarkIndex / 440) * 100) / 100,
    })
    const table = traceTable(new Map([['/donate', [load(240, 410, 2640), load(260, 380, 2750), load(250, 450, 2600)]]]))
    expect(table[0]).toBe('| page | loads | module compile | evaluation (start stages and entry) | hydration (busy until started) | first evaluation → started (wall) | blocking time (tasks beyond 50 ms) | blocking since first paint (as TBT counts it) | longest task | largest contentful paint (from navigation) | app started (from navigation) | benchmarkIndex → CPU throttling |')
    expect(table[2]).toBe('| /donate | 3 | 4 ms | 250 ms (240 ms–260 ms) | 410 ms (380 ms–450 ms) | 680 ms (670 ms–730 ms) | 200 ms (190 ms–210 ms) | 250 ms (240 ms–260 ms) | 250 ms (240 ms–260 ms) | 1150 ms (1140 ms–1160 ms) | 1910 ms (1880 ms–1950 ms) | 2640 (2600–2750) → ×6.00 (×5.91–×6.25) |')
  })

  it('gives per page the blocking time since the first paint by kind of work', () => {
    const load = (evaluation: number): TracedLoad => ({
      compileMs: 4, evaluateMs: 200, hydrationMs: 400, wallMs: 630, blockingMs: 150, blockingSincePaintMs: 300, longestTaskMs: 200, largestPaintMs: 1000, startedMs: 1800,
      blockingSincePaintByKindMs: { evaluation, microtasks: 150, callbacks: 0, rendering: 40, other: 10 }, benchmarkIndex: 2640, rate: 6,
    })
    const table = blockingByKindTable(new Map([['/', [load(90), load(100), load(110)]]]))
    expect(table[0]).toMatch(/^\| page \| evaluation \(v8\.evaluateModule, v8\.compileModule\) \| microtasks \(RunMicrotasks\) \| callbacks \(FunctionCall, /)
    expect(table[2]).toBe('| / | 100 ms (90 ms–110 ms) | 150 ms | 0 ms | 40 ms | 10 ms |')
  })
})
