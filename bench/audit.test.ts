import { describe, expect, it, vi } from 'vitest'
import { auditTargets, summarise, type Run, type RunResult, type Target } from './audit.ts'
import { MachineBusy } from './quiet.ts'

const targets: Target[] = ['/', '/services', '/blog'].map((page) => ({ label: page, url: `http://site${page}` }))

/**
 * A fake Lighthouse: performance and TBT from the call number; the benchmarkIndex it measures in a
 * run from `indexes` (2400 once they run out), and the one measured before a calibrated run from
 * `before` (2200 once they run out). `calls` records both kinds, with the multiplier each run got.
 */
function fakeLighthouse(indexes: number[] = [], before: number[] = []) {
  const calls: string[] = []
  let runs = 0
  let measures = 0
  const measureIndex = vi.fn(async () => {
    calls.push('measure')
    return before[measures++] ?? 2200
  })
  const runOnce = vi.fn(async (url: string, multiplier: number | null): Promise<RunResult> => {
    calls.push(`${url} ${multiplier === null ? 'default' : `×${multiplier}`}`)
    const n = ++runs
    return {
      scores: { performance: 90 + (n % 10), accessibility: 100, 'best-practices': 100, seo: 100 },
      metrics: { 'first-contentful-paint': 700, 'largest-contentful-paint': 900 + n, 'total-blocking-time': 10 * n, 'cumulative-layout-shift': 0, 'speed-index': 1000, 'mainthread-work-breakdown': 1500 },
      benchmarkIndex: indexes[n - 1] ?? 2400,
      cpuSlowdownMultiplier: multiplier ?? 4,
    }
  })
  return { runner: { measureIndex, runOnce }, calls, runs: () => runs }
}

const quietAt = (busy: number) => vi.fn(async () => busy)

describe('auditing pages on a quiet machine', () => {
  it('interleaves the pages round by round, waiting for quiet before every run, and keeps each run with how busy the CPUs were before it', async () => {
    const lighthouse = fakeLighthouse()
    const waitQuiet = quietAt(0.21)
    const runs = await auditTargets(targets, { rounds: 2, defaultRounds: 0, runner: lighthouse.runner, waitQuiet, log: () => {} })
    expect(lighthouse.calls.filter((c) => c !== 'measure').map((c) => c.split(' ')[0])).toEqual([
      'http://site/', 'http://site/services', 'http://site/blog', 'http://site/blog', 'http://site/services', 'http://site/',
    ])
    expect(waitQuiet).toHaveBeenCalledTimes(6)
    expect(runs.get('/services')!.map((r) => r.busy)).toEqual([0.21, 0.21])
    expect([...runs.values()].map((r) => r.length)).toEqual([2, 2, 2])
  })

  it("measures the host's benchmarkIndex just before each calibrated run and slows the CPU by that index ÷ 440", async () => {
    // each run's own reading agrees with the one before it (the machine kept its speed)
    const lighthouse = fakeLighthouse([2500, 3520, 2640], [2500, 3520, 2640])
    const runs = await auditTargets(targets, { rounds: 1, defaultRounds: 0, runner: lighthouse.runner, waitQuiet: quietAt(0.1), log: () => {} })
    expect(lighthouse.calls).toEqual(['measure', 'http://site/ ×5.68', 'measure', 'http://site/services ×8', 'measure', 'http://site/blog ×6'])
    expect(runs.get('/services')![0]).toMatchObject({ throttling: 'calibrated', hostIndex: 3520, cpuSlowdownMultiplier: 8 })
  })

  it("runs Lighthouse's default on fewer rounds, spread over the bench, beside the calibrated run of the same page", async () => {
    const lighthouse = fakeLighthouse()
    const runs = await auditTargets(targets.slice(0, 2), { rounds: 3, defaultRounds: 2, runner: lighthouse.runner, waitQuiet: quietAt(0.1), log: () => {} })
    expect(lighthouse.calls.filter((c) => c !== 'measure')).toEqual([
      // round 1: each page calibrated, then at the default
      'http://site/ ×5', 'http://site/ default', 'http://site/services ×5', 'http://site/services default',
      // round 2: calibrated only
      'http://site/services ×5', 'http://site/ ×5',
      // round 3: the default runs first this time
      'http://site/ default', 'http://site/ ×5', 'http://site/services default', 'http://site/services ×5',
    ])
    // no index is measured for a default run: Lighthouse's own 4× does not depend on it
    expect(lighthouse.calls.filter((c) => c === 'measure')).toHaveLength(6)
    const home = runs.get('/')!
    expect(home.filter((r) => r.throttling === 'default').map((r) => [r.cpuSlowdownMultiplier, r.hostIndex])).toEqual([[4, null], [4, null]])
  })

  it('repeats a calibrated run whose benchmarkIndex in the run is over 25% from the one its slowdown came from, either way', async () => {
    // before: 2200 for every run; in the runs: /services slower, /blog faster than its calibration
    const lighthouse = fakeLighthouse([2200, 1600, 2800, 2200, 2200])
    const log = vi.fn()
    const runs = await auditTargets(targets, { rounds: 1, defaultRounds: 0, runner: lighthouse.runner, waitQuiet: quietAt(0.1), log })
    expect(lighthouse.calls.filter((c) => c !== 'measure').map((c) => c.split(' ')[0])).toEqual([
      'http://site/', 'http://site/services', 'http://site/blog', 'http://site/services', 'http://site/blog',
    ])
    expect(log).toHaveBeenCalledWith('  repeating /services (round 1): benchmarkIndex 1600 in the run, 2200 before it: over 25% apart')
    expect(log).toHaveBeenCalledWith('  repeating /blog (round 1): benchmarkIndex 2800 in the run, 2200 before it: over 25% apart')
    for (const target of targets) expect(runs.get(target.label)!.map((r) => r.benchmarkIndex)).toEqual([2200])
  })

  it('keeps calibrated runs on a machine that is slower for a while, as long as each calibration held: one fast moment condemns nothing', async () => {
    const lighthouse = fakeLighthouse([3900, 1300, 1250], [3800, 1250, 1300])
    const log = vi.fn()
    const runs = await auditTargets(targets, { rounds: 1, defaultRounds: 0, runner: lighthouse.runner, waitQuiet: quietAt(0.1), log })
    expect(lighthouse.runs()).toBe(3)
    expect(runs.get('/services')!.map((r) => r.hostIndex)).toEqual([1250])
  })

  it("repeats a default run whose benchmarkIndex is below 75% of the bench's median, also one found slow only as the median rises", async () => {
    // one round with a default run per page: calibrated and default readings alike make the median
    const lighthouse = fakeLighthouse([2200, 1500, 2200, 2200, 2200, 2200, 2200], [2200, 2200, 2200, 2200])
    const log = vi.fn()
    const runs = await auditTargets(targets.slice(0, 2), { rounds: 1, defaultRounds: 1, runner: lighthouse.runner, waitQuiet: quietAt(0.1), log })
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/repeating \/ \(default 4×\) \(round 1\): benchmarkIndex 1500 < 75% of the median 2200$/))
    expect(runs.get('/')!.filter((r) => r.throttling === 'default').map((r) => r.benchmarkIndex)).toEqual([2200])
  })

  it('stops with "machine busy" when one run stays slowed after three attempts', async () => {
    const lighthouse = fakeLighthouse([2200, 1000, 1000, 1000])
    const auditing = auditTargets(targets.slice(0, 2), { rounds: 1, defaultRounds: 0, runner: lighthouse.runner, waitQuiet: quietAt(0.1), log: () => {} })
    await expect(auditing).rejects.toThrow(MachineBusy)
    await expect(auditing).rejects.toThrow('machine busy: /services ran 3 times on a machine that changed speed')
    expect(lighthouse.runs()).toBe(4)
  })

  it('makes a run again when Lighthouse fails to record it, and gives up on the third failure', async () => {
    const lighthouse = fakeLighthouse()
    const noNavstart = new Error('Lighthouse could not audit http://site/services: Something went wrong with recording the trace (NO_NAVSTART)')
    const flaky = vi.fn(async (url: string, multiplier: number | null) => {
      if (url === 'http://site/services' && flaky.mock.calls.length === 2) throw noNavstart
      return lighthouse.runner.runOnce(url, multiplier)
    })
    const lines: string[] = []
    const runner = { measureIndex: lighthouse.runner.measureIndex, runOnce: flaky }
    const runs = await auditTargets(targets, { rounds: 1, defaultRounds: 0, runner, waitQuiet: quietAt(0.1), log: (line) => lines.push(line) })
    expect([...runs.values()].map((r) => r.length)).toEqual([1, 1, 1])
    expect(lines).toContain(`  repeating /services (round 1): ${noNavstart.message}`)

    const broken = vi.fn(async () => { throw noNavstart })
    const brokenRunner = { measureIndex: lighthouse.runner.measureIndex, runOnce: broken }
    await expect(auditTargets(targets.slice(0, 1), { rounds: 1, defaultRounds: 0, runner: brokenRunner, waitQuiet: quietAt(0.1), log: () => {} })).rejects.toThrow('NO_NAVSTART')
    expect(broken).toHaveBeenCalledTimes(3)
  })

  it('runs nothing more once the machine stays busy', async () => {
    const lighthouse = fakeLighthouse()
    const waitQuiet = vi.fn().mockResolvedValueOnce(0.2).mockRejectedValue(new MachineBusy('the CPUs were 60.0% busy'))
    await expect(auditTargets(targets, { rounds: 5, defaultRounds: 3, runner: lighthouse.runner, waitQuiet, log: () => {} })).rejects.toThrow('machine busy')
    expect(lighthouse.runs()).toBe(1)
  })
})

describe('summarising a page', () => {
  const run = (throttling: Run['throttling'], performance: number, tbt: number, benchmarkIndex: number, busy: number, hostIndex: number | null): Run => ({
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { 'first-contentful-paint': 700, 'largest-contentful-paint': 1000, 'total-blocking-time': tbt, 'cumulative-layout-shift': 0, 'speed-index': 900, 'mainthread-work-breakdown': 1500 },
    benchmarkIndex,
    cpuSlowdownMultiplier: hostIndex === null ? 4 : Math.round((hostIndex / 440) * 100) / 100,
    throttling,
    busy,
    hostIndex,
  })

  it('gives the median and spread of each figure under calibration and under the default, apart, with the indexes and slowdowns used', () => {
    const audit = summarise('/events', [
      run('calibrated', 97, 120, 2500, 0.01, 2640), run('default', 99, 60, 2600, 0.02, null), run('calibrated', 100, 0, 2900, 0.03, 3080),
      run('calibrated', 98, 40, 2400, 0.02, 2420), run('default', 100, 20, 2800, 0.01, null), run('calibrated', 99, 60, 2700, 0.005, 2860),
      run('calibrated', 98, 30, 2600, 0.04, 2750), run('default', 98, 90, 2700, 0.03, null),
    ])
    expect(audit.label).toBe('/events')
    expect(audit.calibrated).toMatchObject({
      runs: 5,
      scores: { performance: { median: 98, min: 97, max: 100 }, accessibility: { median: 100, min: 100, max: 100 } },
      metrics: { 'total-blocking-time': { median: 40, min: 0, max: 120 }, 'largest-contentful-paint': { median: 1000, min: 1000, max: 1000 } },
      benchmarkIndex: { min: 2400, max: 2900 },
      hostIndex: { min: 2420, max: 3080 },
      multiplier: { min: 5.5, max: 7 },
      busy: 0.04,
    })
    expect(audit.default).toMatchObject({
      runs: 3,
      scores: { performance: { median: 99, min: 98, max: 100 } },
      metrics: { 'total-blocking-time': { median: 60, min: 20, max: 90 } },
      hostIndex: null,
      multiplier: { min: 4, max: 4 },
      busy: 0.03,
    })
  })

  it('has no default figures when the page ran only calibrated (the A/B)', () => {
    expect(summarise('/', [run('calibrated', 99, 50, 2500, 0.1, 2640)]).default).toBeNull()
  })
})
