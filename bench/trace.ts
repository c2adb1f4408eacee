// `npm run bench -- --trace <page>[,<page>] [--loads N] [--origin URL]`: the real main-thread time
// of a page's start in Chromium, the figure issue 37 asks of every change that moves the simulated
// one. Each load runs in a fresh browser context (a first visit: empty cache), with Lighthouse's
// mobile screen and the CPU throttled by CDP at the calibrated rate (calibration.ts: the host's
// benchmarkIndex, measured just before the load, ÷ 440); a performance trace of the load gives
// the time spent compiling modules, evaluating the entry and hydrating until the app marked
// itself started, and the blocking time from the first paint on, rendering included
// (trace-events.ts). Prints each page's median (min–max) of N loads and writes it
// to .local/bench-trace/report.md, with each page's first trace beside it (open it in DevTools'
// Performance panel). Without --origin it builds and serves the site as the bench does. With
// `--slow-4g` the network is throttled as Lighthouse's DevTools throttling does it for its mobile
// preset, so a page's pictures arrive while its code starts, as in the loads Lighthouse simulates.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { root } from '../scripts/stack/functions.ts'
import { buildFromFreshStack } from './built-site.ts'
import { calibratedMultiplier, TARGET_DEVICE_INDEX } from './calibration.ts'
import { launchChromium } from './chromium.ts'
import { hostIndexMeter, type HostIndexMeter } from './host-index.ts'
import { waitForQuiet } from './quiet.ts'
import { benchStack } from './stack.ts'
import type { TraceEvent } from './trace-event.ts'
import { startupFromTrace } from './trace-events.ts'
import { blockingByKindTable, traceTable, type TracedLoad } from './trace-report.ts'

const STARTED_MARK = 'bench:app-started'
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'toplevel', 'loading', '__metadata']
const outDir = path.join(root, '.local/bench-trace')

declare global {
  interface Window {
    /** Resolves in the task where the app marked itself started (markAppStarted). */
    __benchAppStarted?: Promise<void>
  }
}

/**
 * Runs in the page before any of its scripts: sets a performance mark, which the trace records,
 * in the task where the app sets data-app-started on <html>, and resolves `__benchAppStarted`
 * then. Waiting on that promise is one small evaluation; a Playwright locator would inject its
 * selector engine into the page while it starts, a task of 60–120 ms at ×7 in the trace.
 */
function markAppStarted(mark: string) {
  window.__benchAppStarted = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-app-started')) return
      performance.mark(mark)
      observer.disconnect()
      resolve()
    })
    observer.observe(document, { attributes: true, attributeFilter: ['data-app-started'], subtree: true })
  })
}

/** Rejects after `ms` with `message`, for a promise that may never settle. */
function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Lighthouse's mobile network ("Slow 4G") as DevTools throttling applies it: 150 ms RTT and
 * 1.6 Mbps down, 750 kbps up, adjusted by DevTools' factors 3.75 (latency) and 0.9 (throughput)
 * (Lantern's simulation constants, throttling.mobileSlow4G, in @paulirish/trace_engine).
 */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 }

/** How the trace tool loads each page: how many times, and whether on Lighthouse's mobile network. */
export type TraceOptions = { loads: number; slow4g?: boolean }

async function traceLoad(browser: Browser, meter: HostIndexMeter, url: string, slow4g: boolean): Promise<{ load: TracedLoad; trace: string }> {
  const benchmarkIndex = await meter.measure()
  const rate = calibratedMultiplier(benchmarkIndex)
  // Lighthouse's mobile screen (its constants' screenEmulationMetrics.mobile)
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(markAppStarted, STARTED_MARK)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    if (slow4g) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    }
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(url)
    await within(page.evaluate(() => window.__benchAppStarted), 60_000, `${url}: the app did not mark itself started within 60 s`)
    // after-first-paint.ts appends the start stages and then the entry, the page's module scripts
    // with a src, in the order they run; should the app have taken them out of <head>, their
    // fetches are still the ones made by <script> elements
    const scripts = await page.evaluate(() => {
      const inDom = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((s) => s.src)
      const fetched = performance.getEntriesByType('resource').filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script').map((r) => r.name)
      return inDom.length > 0 ? inDom : fetched
    })
    const trace = (await browser.stopTracing()).toString('utf8')
    if (scripts.length === 0) throw new Error(`${url}: the page ran no module script`)
    const events = (JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents
    return { load: { ...startupFromTrace(events, { scriptUrls: scripts, mark: STARTED_MARK }), benchmarkIndex, rate }, trace }
  } finally {
    await context.close()
  }
}

/** A page to trace under a label of its own (`/donate`, or `A /donate` in an A/B). */
export type TraceTarget = { label: string; url: string }

/**
 * Traces each target `loads` times, interleaved (one load of every target per round, the order
 * reversed every other round) so that a host that changes speed meanwhile affects all alike;
 * each load waits for a quiet machine. Writes each target's first trace to .local/bench-trace.
 */
export async function traceTargets(targets: readonly TraceTarget[], { loads, slow4g = false }: TraceOptions, log: (line: string) => void): Promise<Map<string, TracedLoad[]>> {
  if (!(loads >= 1)) throw new Error('--loads needs a number of loads, 1 or more')
  const chrome = await launchChromium()
  const meter = await hostIndexMeter(chrome.port)
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    mkdirSync(outDir, { recursive: true })
    const results = new Map<string, TracedLoad[]>(targets.map((target) => [target.label, []]))
    for (let round = 0; round < loads; round++) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        await waitForQuiet()
        const { load, trace } = await traceLoad(browser, meter, target.url, slow4g)
        if (round === 0) writeFileSync(path.join(outDir, `${target.label.replace(/[^a-z0-9]+/gi, '_') || '_'}.json`), trace)
        log(`  ${target.label} load ${round + 1}/${loads}: compile ${Math.round(load.compileMs)} ms, evaluation ${Math.round(load.evaluateMs)} ms, hydration ${Math.round(load.hydrationMs)} ms, blocking ${Math.round(load.blockingMs)} ms (since first paint ${Math.round(load.blockingSincePaintMs)} ms), longest task ${Math.round(load.longestTaskMs)} ms, largest paint at ${Math.round(load.largestPaintMs)} ms, started at ${Math.round(load.startedMs)} ms (CPU ×${load.rate.toFixed(2)})`)
        results.get(target.label)!.push(load)
      }
    }
    return results
  } finally {
    await browser.close()
    await meter.close()
    chrome.kill()
  }
}

/** The report's heading and table, also written to .local/bench-trace/report.md. */
export function traceReport(results: ReadonlyMap<string, readonly TracedLoad[]>, where: string, { loads, slow4g = false }: TraceOptions): string[] {
  const lines = [
    '# Main-thread time at start (Chromium trace)',
    '',
    `Measured ${new Date().toISOString()} on ${where}: each load a first visit in a fresh context, Lighthouse's mobile screen, CPU throttled by CDP at benchmarkIndex ÷ ${TARGET_DEVICE_INDEX} (measured just before the load)${slow4g ? ', the network throttled as Lighthouse\'s mobile preset (Slow 4G, DevTools throttling)' : ', the network not throttled'}; median (min–max) of ${loads}, interleaved.`,
    '',
    ...traceTable(results),
    '',
    'Blocking since first paint by the work that fills each long task (its share of the task\'s time, each piece of work counted once under the outermost kind that holds it):',
    '',
    ...blockingByKindTable(results),
    '',
  ]
  writeFileSync(path.join(outDir, 'report.md'), lines.join('\n'))
  return lines
}

export async function traceBench(pages: readonly string[], options: TraceOptions & { origin?: string }, log: (line: string) => void): Promise<void> {
  const stack = options.origin === undefined ? benchStack() : null
  try {
    if (stack) {
      await buildFromFreshStack(stack, log)
      log('stack: serving the production build')
      await stack.start()
    }
    const origin = options.origin ?? stack!.origin
    const results = await traceTargets(pages.map((page) => ({ label: page, url: `${origin}${page}` })), options, log)
    log(traceReport(results, origin, options).join('\n'))
  } finally {
    if (stack) await stack.stop()
  }
}
