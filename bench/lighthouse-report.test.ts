import { describe, expect, it } from 'vitest'
import type { Summary, TargetAudit } from './audit.ts'
import { pageVerdict } from './budgets.ts'
import { ratiosToFloor } from './floor.ts'
import { lighthouseSection } from './lighthouse-report.ts'
import { spreadOf } from './schedule.ts'

/** A page's figures over its runs: performance scores, LCP and TBT per run, main-thread time (every other figure fixed). */
function figures(performance: number[], lcp: number[], tbt: number[], hostIndex: number[] | null, multiplier: number[], mainThread = performance.map(() => 2000)): Summary {
  const fixed = (n: number) => spreadOf(performance.map(() => n))
  return {
    runs: performance.length,
    scores: { performance: spreadOf(performance), accessibility: fixed(100), 'best-practices': fixed(100), seo: fixed(100) },
    metrics: {
      'first-contentful-paint': fixed(800), 'largest-contentful-paint': spreadOf(lcp), 'total-blocking-time': spreadOf(tbt),
      'cumulative-layout-shift': fixed(0), 'speed-index': fixed(1100), 'mainthread-work-breakdown': spreadOf(mainThread),
    },
    benchmarkIndex: { min: 2500, max: 2800 },
    hostIndex: hostIndex && { min: Math.min(...hostIndex), max: Math.max(...hostIndex) },
    multiplier: { min: Math.min(...multiplier), max: Math.max(...multiplier) },
    busy: 0.042,
  }
}

// the framework's floor: React and Chakra hydrating one heading, in the same rounds
const floor: TargetAudit = {
  label: 'floor (/bench-reference/)',
  calibrated: figures([99, 100, 100], [800, 850, 900], [40, 50, 70], [2500, 2640, 2800], [5.68, 6, 6.36], [700, 800, 950]),
  default: figures([100, 100, 100], [700, 700, 700], [20, 25, 30], null, [4, 4, 4], [500, 520, 540]),
}

// /donate fine at 4×, over every required budget once calibrated
const donate: TargetAudit = {
  label: '/donate',
  calibrated: figures([88, 89, 91], [2300, 2600, 2900], [280, 320, 360], [2500, 2640, 2800], [5.68, 6, 6.36], [1800, 2000, 2600]),
  default: figures([97, 98, 99], [1000, 1100, 1200], [120, 150, 160], null, [4, 4, 4]),
}
const home: TargetAudit = {
  label: '/',
  calibrated: figures([99, 99, 100], [900, 1000, 1100], [40, 60, 80], [2600, 2700, 2800], [5.91, 6.14, 6.36]),
  default: figures([100, 100, 100], [800, 800, 800], [20, 30, 40], null, [4, 4, 4]),
}
// meets every required budget, but not the goals
const contact: TargetAudit = {
  label: '/contact',
  calibrated: figures([96, 97, 98], [1200, 1300, 1400], [110, 150, 190], [2600, 2600, 2600], [5.91, 5.91, 5.91]),
  default: null,
}

describe('budget verdicts', () => {
  it('fails a page on a required budget its calibrated median misses, and lists every miss', () => {
    expect(pageVerdict(donate.calibrated)).toEqual({
      required: ['performance 89 < 90', 'LCP 2.60 s > 2.50 s', 'TBT 320 ms > 300 ms'],
      goals: ['performance 89 < 98', 'LCP 2.60 s > 1.20 s', 'TBT 320 ms > 100 ms'],
    })
  })

  it('reports missed goals without failing the page', () => {
    expect(pageVerdict(contact.calibrated)).toEqual({ required: [], goals: ['performance 97 < 98', 'LCP 1.30 s > 1.20 s', 'TBT 150 ms > 100 ms'] })
    expect(pageVerdict(home.calibrated)).toEqual({ required: [], goals: [] })
  })

  it('judges the limits as inclusive: TBT 300 ms, performance 90 and LCP 2.5 s pass', () => {
    const edge = figures([90], [2500], [300], [2600], [5.91])
    expect(pageVerdict(edge).required).toEqual([])
  })

  it('keeps accessibility, best practices and SEO at 100, required', () => {
    const edge = figures([99], [900], [50], [2600], [5.91])
    edge.scores.accessibility = spreadOf([96])
    edge.scores.seo = spreadOf([92])
    expect(pageVerdict(edge).required).toEqual(['accessibility 96 < 100', 'SEO 92 < 100'])
  })
})

describe("each page's figures as a ratio to the framework's floor", () => {
  it("divides a page's calibrated TBT and main-thread medians by the floor's, measured in the same run", () => {
    // /donate: TBT 320 ms over the floor's 50 ms; main-thread 2000 ms over 800 ms
    expect(ratiosToFloor(donate.calibrated, floor.calibrated)).toEqual({ 'total-blocking-time': 6.4, 'mainthread-work-breakdown': 2.5 })
    expect(ratiosToFloor(floor.calibrated, floor.calibrated)).toEqual({ 'total-blocking-time': 1, 'mainthread-work-breakdown': 1 })
  })

  it('gives no TBT ratio when the floor blocked for 0 ms, rather than an infinite one', () => {
    const unblocked = figures([100, 100, 100], [800, 800, 800], [0, 0, 10], [2600, 2600, 2600], [5.91, 5.91, 5.91], [600, 650, 700])
    expect(ratiosToFloor(donate.calibrated, unblocked)).toEqual({ 'total-blocking-time': null, 'mainthread-work-breakdown': 2000 / 650 })
  })
})

describe("the report's Lighthouse section", () => {
  const section = lighthouseSection({ pages: [home, donate, contact], floor }, { rounds: 3, defaultRounds: 3 })
  const row = (page: string) => section.lines.find((line) => line.startsWith(`| ${page} |`))!

  it('puts calibrated and default figures side by side, each as median (min–max), with the benchmarkIndex and slowdown used', () => {
    expect(section.lines).toContain(
      '| page | performance calibrated | performance 4× | LCP calibrated | LCP 4× | TBT calibrated | TBT ÷ floor | TBT 4× | main-thread time calibrated | main-thread ÷ floor | benchmarkIndex → CPU slowdown | required | goals |',
    )
    expect(row('/donate')).toBe(
      '| /donate | 89 (88–91) | 98 (97–99) | 2.60 s (2.30 s–2.90 s) | 1.10 s (1.00 s–1.20 s) | 320 ms (280 ms–360 ms) | ×6.40 | 150 ms (120 ms–160 ms) | 2000 ms (1800 ms–2600 ms) | ×2.50 | ' +
        '2500–2800 → ×5.68–×6.36 | **MISSED**: performance 89 < 90, LCP 2.60 s > 2.50 s, TBT 320 ms > 300 ms | missed: performance 89 < 98, LCP 2.60 s > 1.20 s, TBT 320 ms > 100 ms |',
    )
    expect(row('/')).toContain('| 100 | 1.00 s (0.90 s–1.10 s) | 0.80 s |')
    expect(row('/')).toMatch(/\| ok \| met \|$/)
  })

  it('shows a page without default runs with dashes, and one calibration when every run had the same', () => {
    expect(row('/contact')).toBe(
      '| /contact | 97 (96–98) | – | 1.30 s (1.20 s–1.40 s) | – | 150 ms (110 ms–190 ms) | ×3.00 | – | 2000 ms | ×2.50 | 2600 → ×5.91 | ok | missed: performance 97 < 98, LCP 1.30 s > 1.20 s, TBT 150 ms > 100 ms |',
    )
  })

  it('puts the floor first, with its own absolute figures and ratios of 1, and never judges it', () => {
    const floorRows = section.lines.filter((line) => line.startsWith('| floor (/bench-reference/) |'))
    expect(floorRows[0]).toBe(
      '| floor (/bench-reference/) | 100 (99–100) | 100 | 0.85 s (0.80 s–0.90 s) | 0.70 s | 50 ms (40 ms–70 ms) | ×1.00 | 25 ms (20 ms–30 ms) | 800 ms (700 ms–950 ms) | ×1.00 | 2500–2800 → ×5.68–×6.36 | not judged | not judged |',
    )
    expect(section.lines.findIndex((line) => line === floorRows[0])).toBeLessThan(section.lines.findIndex((line) => line.startsWith('| / |')))
    expect(floorRows[1]).toBe('| floor (/bench-reference/) | 100 | 100 | 100 | 0.80 s | 0.000 | 1.10 s | 3 | 2500–2800 | ≤ 4.2% busy |')
  })

  it("shows '–' for a TBT ratio when the floor's median TBT is 0 ms", () => {
    const unblocked: TargetAudit = { ...floor, calibrated: figures([100], [800], [0], [2600], [5.91], [650]) }
    const text = lighthouseSection({ pages: [donate], floor: unblocked }, { rounds: 1, defaultRounds: 1 })
    expect(text.lines.find((line) => line.startsWith('| /donate |'))).toContain('| 320 ms (280 ms–360 ms) | – (floor 0 ms) | 150 ms (120 ms–160 ms) | 2000 ms (1800 ms–2600 ms) | ×3.08 |')
  })

  it('fails the bench only on required budgets, naming the page and its slowdown', () => {
    expect(section.misses).toEqual(['lighthouse /donate (calibrated, CPU ×5.68–×6.36): performance 89 < 90, LCP 2.60 s > 2.50 s, TBT 320 ms > 300 ms'])
  })

  it('states the calibration, the budgets and how many pages met the goals', () => {
    const text = section.lines.join('\n')
    expect(text).toContain('`benchmarkIndex ÷ 440`')
    expect(text).toContain('median of 3 runs per page spread over the same rounds, and are not judged')
    expect(text).toContain('Required (calibrated medians): performance ≥ 90, LCP ≤ 2.50 s, TBT ≤ 300 ms')
    expect(text).toContain('Goals: performance ≥ 98, LCP ≤ 1.20 s, TBT ≤ 100 ms: met on 1 of 3 pages.')
    expect(text).toContain('The floor is floor (/bench-reference/): React 19 and the site\'s Chakra provider hydrating one heading')
    expect(text).toContain('its calibrated median over the floor\'s (TBT 50 ms, main-thread time 800 ms in this run)')
  })

  it('names a page kept out of search engines by design beside the SEO budget, and only when it ran', () => {
    const search: TargetAudit = { ...home, label: '/search?q=respite' }
    const withSearch = lighthouseSection({ pages: [home, search], floor }, { rounds: 3, defaultRounds: 3 }).lines.join('\n')
    expect(withSearch).toContain('SEO 100 (/search?q=respite: kept out of search engines by design, scored without Lighthouse\'s "Page is blocked from indexing" audit).')
    expect(section.lines.join('\n')).toContain('SEO 100. Goals:')
  })

  it("lists the calibrated runs' other figures", () => {
    const other = section.lines.filter((line) => line.startsWith('| /donate |'))[1]
    expect(other).toBe('| /donate | 100 | 100 | 100 | 0.80 s | 0.000 | 1.10 s | 3 | 2500–2800 | ≤ 4.2% busy |')
  })
})
