import { describe, expect, it, vi } from 'vitest'
import { auditTargets, summarise, type RunResult, type Target } from './audit.ts'
import { MachineBusy } from './quiet.ts'

const targets: Target[] = ['/', '/services', '/blog'].map((page) => ({ label: page, url: `http://site${page}` }))

/** A fake Lighthouse: performance and TBT from the url and the call number, benchmarkIndex from `indexes` (2400 once they run out). */
function fakeLighthouse(indexes: number[] = []) {
  const calls: string[] = []
  const runOnce = vi.fn(async (url: string): Promise<RunResult> => {
    calls.push(url)
    const n = calls.length
    return {
      scores: { performance: 90 + (n % 10), accessibility: 100, 'best-practices': 100, seo: 100 },
      metrics: { 'first-contentful-paint': 700, 'largest-contentful-paint': 900 + n, 'total-blocking-time': 10 * n, 'cumulative-layout-shift': 0, 'speed-index': 1000 },
      benchmarkIndex: indexes[n - 1] ?? 2400,
    }
  })
  return { runOnce, calls }
}

const quietAt = (load: number) => vi.fn(async () => load)

describe('auditing pages on a quiet machine', () => {
  it('interleaves the pages round by round, waiting for quiet before every run, and keeps each run with its load', async () => {
    const lighthouse = fakeLighthouse()
    const waitQuiet = quietAt(0.21)
    const runs = await auditTargets(targets, { rounds: 2, runOnce: lighthouse.runOnce, waitQuiet, log: () => {} })
    expect(lighthouse.calls).toEqual(['http://site/', 'http://site/services', 'http://site/blog', 'http://site/blog', 'http://site/services', 'http://site/'])
    expect(waitQuiet).toHaveBeenCalledTimes(6)
    expect(runs.get('/services')!.map((r) => r.load)).toEqual([0.21, 0.21])
    expect([...runs.values()].map((r) => r.length)).toEqual([2, 2, 2])
  })

  it("repeats a run whose benchmarkIndex is below 75% of the bench's best, also one found slow only after a better run", async () => {
    // run 2 is slow against run 1; run 1 itself turns out slow once run 3 shows what the machine can do
    const lighthouse = fakeLighthouse([1700, 1200, 2400])
    const log = vi.fn()
    const runs = await auditTargets(targets, { rounds: 1, runOnce: lighthouse.runOnce, waitQuiet: quietAt(0.1), log })
    expect(lighthouse.calls).toEqual(['http://site/', 'http://site/services', 'http://site/blog', 'http://site/services', 'http://site/'])
    expect(log).toHaveBeenCalledWith(expect.stringContaining('repeating /services (round 1): benchmarkIndex 1200 < 75% of 1700'))
    expect(log).toHaveBeenCalledWith(expect.stringContaining('repeating / (round 1): benchmarkIndex 1700 < 75% of 2400'))
    for (const target of targets) expect(runs.get(target.label)!.map((r) => r.benchmarkIndex)).toEqual([2400])
  })

  it('stops with "machine busy" when one run stays slow after three attempts', async () => {
    const lighthouse = fakeLighthouse([2400, 1000, 1000, 1000])
    const auditing = auditTargets(targets.slice(0, 2), { rounds: 1, runOnce: lighthouse.runOnce, waitQuiet: quietAt(0.1), log: () => {} })
    await expect(auditing).rejects.toThrow(MachineBusy)
    await expect(auditing).rejects.toThrow('machine busy: /services ran 3 times with a benchmarkIndex below 75% of the best one')
    expect(lighthouse.calls).toHaveLength(4)
  })

  it('makes a run again when Lighthouse fails to record it, and gives up on the third failure', async () => {
    const lighthouse = fakeLighthouse()
    const noNavstart = new Error('Lighthouse could not audit http://site/services: Something went wrong with recording the trace (NO_NAVSTART)')
    const flaky = vi.fn(async (url: string) => {
      if (url === 'http://site/services' && flaky.mock.calls.length === 2) throw noNavstart
      return lighthouse.runOnce(url)
    })
    const lines: string[] = []
    const runs = await auditTargets(targets, { rounds: 1, runOnce: flaky, waitQuiet: quietAt(0.1), log: (line) => lines.push(line) })
    expect([...runs.values()].map((r) => r.length)).toEqual([1, 1, 1])
    expect(lines).toContain(`  repeating /services (round 1): ${noNavstart.message}`)

    const broken = vi.fn(async () => { throw noNavstart })
    await expect(auditTargets(targets.slice(0, 1), { rounds: 1, runOnce: broken, waitQuiet: quietAt(0.1), log: () => {} })).rejects.toThrow('NO_NAVSTART')
    expect(broken).toHaveBeenCalledTimes(3)
  })

  it('runs nothing more once the machine stays busy', async () => {
    const lighthouse = fakeLighthouse()
    const waitQuiet = vi.fn().mockResolvedValueOnce(0.2).mockRejectedValue(new MachineBusy('the 1-minute load average was 1.20'))
    await expect(auditTargets(targets, { rounds: 5, runOnce: lighthouse.runOnce, waitQuiet, log: () => {} })).rejects.toThrow('machine busy')
    expect(lighthouse.calls).toHaveLength(1)
  })
})

describe('summarising a page', () => {
  it('reports the median of each score and metric, the benchmarkIndex range and the highest starting load', () => {
    const run = (performance: number, tbt: number, benchmarkIndex: number, load: number) => ({
      scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
      metrics: { 'first-contentful-paint': 700, 'largest-contentful-paint': 1000, 'total-blocking-time': tbt, 'cumulative-layout-shift': 0, 'speed-index': 900 },
      benchmarkIndex,
      load,
    })
    const audit = summarise('/events', [run(97, 120, 2500, 0.1), run(100, 0, 2900, 0.3), run(98, 40, 2400, 0.2), run(99, 60, 2700, 0.05), run(98, 30, 2600, 0.4)])
    expect(audit).toEqual({
      label: '/events',
      scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
      metrics: { 'first-contentful-paint': 700, 'largest-contentful-paint': 1000, 'total-blocking-time': 40, 'cumulative-layout-shift': 0, 'speed-index': 900 },
      benchmarkIndex: { min: 2400, max: 2900 },
      load: 0.4,
      runs: 5,
    })
  })
})
