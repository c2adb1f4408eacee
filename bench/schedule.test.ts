import { describe, expect, it } from 'vitest'
import { abTable, abTargets, parseAbRefs, tbtDifference } from './ab.ts'
import type { Summary, TargetAudit } from './audit.ts'
import { interleave, median, miscalibrated, spreadOf, spreadRounds, tooSlow } from './schedule.ts'

describe('interleaving', () => {
  it('visits every page once per round, every other round in reverse, never one page back to back for all its runs', () => {
    const order = interleave(['/', '/services', '/blog'], 4).map((slot) => `${slot.round}${slot.target}`)
    expect(order).toEqual([
      '0/', '0/services', '0/blog',
      '1/blog', '1/services', '1/',
      '2/', '2/services', '2/blog',
      '3/blog', '3/services', '3/',
    ])
  })

  it('alternates which build of an A/B goes first on each page', () => {
    const targets = abTargets(['/', '/donate'], 'http://a', 'http://b')
    expect(targets.map((t) => t.url)).toEqual(['http://a/', 'http://b/', 'http://a/donate', 'http://b/donate'])
    const order = interleave(targets, 2).map((slot) => slot.target.label)
    expect(order).toEqual(['A /', 'B /', 'A /donate', 'B /donate', 'B /donate', 'A /donate', 'B /', 'A /'])
  })
})

describe('spreading the default runs over the rounds', () => {
  it('picks evenly spaced rounds, first and last included', () => {
    expect([...spreadRounds(5, 3)]).toEqual([0, 2, 4])
    expect([...spreadRounds(5, 5)]).toEqual([0, 1, 2, 3, 4])
    expect([...spreadRounds(5, 2)]).toEqual([0, 4])
    expect([...spreadRounds(5, 1)]).toEqual([2])
    expect([...spreadRounds(5, 0)]).toEqual([])
  })

  it('refuses more runs than rounds', () => {
    expect(() => spreadRounds(3, 4)).toThrow('Cannot spread 4 runs over 3 rounds')
  })
})

describe('the A/B table', () => {
  const calibrated = (performance: number, tbt: number[], hostIndex: [number, number], multiplier: [number, number], busy: number): Summary => ({
    runs: 1,
    scores: { performance: spreadOf([performance]), accessibility: spreadOf([100]), 'best-practices': spreadOf([100]), seo: spreadOf([100]) },
    metrics: {
      'first-contentful-paint': spreadOf([800]), 'largest-contentful-paint': spreadOf([1100]), 'total-blocking-time': spreadOf(tbt),
      'cumulative-layout-shift': spreadOf([0]), 'speed-index': spreadOf([1000]), 'mainthread-work-breakdown': spreadOf([1500]),
    },
    benchmarkIndex: { min: 2500, max: 2500 },
    hostIndex: { min: hostIndex[0], max: hostIndex[1] },
    multiplier: { min: multiplier[0], max: multiplier[1] },
    busy,
  })
  it("compares A's and B's calibrated medians and gives the calibration both ran under", () => {
    const audits: TargetAudit[] = [
      { label: 'A /donate', calibrated: calibrated(97, [140, 150, 170], [2600, 2700], [5.91, 6.14], 0.03), default: null },
      { label: 'B /donate', calibrated: calibrated(94, [240, 260, 270], [2550, 2640], [5.8, 6], 0.041), default: null },
    ]
    expect(abTable(['/donate'], audits)[2]).toBe('| /donate | 97 | 94 | 1100 ms | 1100 ms | 150 ms (140 ms–170 ms) | 260 ms (240 ms–270 ms) | 110 ms | 2550–2700 → ×5.80–×6.14 | ≤ 4.1% busy |')
  })

  it("calls a difference within the noise when A's runs and B's overlap", () => {
    expect(tbtDifference(spreadOf([130, 246, 496]), spreadOf([172, 411, 1014]))).toBe('165 ms (runs overlap: within the noise)')
    expect(tbtDifference(spreadOf([140, 150, 170]), spreadOf([171, 260, 270]))).toBe('110 ms')
    expect(tbtDifference(spreadOf([171, 260, 270]), spreadOf([140, 150, 170]))).toBe('-110 ms')
  })
})

describe('A/B refs', () => {
  it('compares this tree with one ref, or a change with its base', () => {
    expect(parseAbRefs('e9ed013')).toEqual({ a: null, b: 'e9ed013' })
    expect(parseAbRefs('b608d36^..b608d36')).toEqual({ a: 'b608d36', b: 'b608d36^' })
    expect(() => parseAbRefs('a..')).toThrow(/<base>\.\.<change>/)
    expect(() => parseAbRefs('..a')).toThrow()
    expect(() => parseAbRefs('a..b..c')).toThrow()
  })
})

describe('the 75% rule', () => {
  it('repeats a default run whose benchmarkIndex is below 75% of the typical one', () => {
    expect(tooSlow(1799, 2400)).toBe(true)
    expect(tooSlow(1800, 2400)).toBe(false)
    expect(tooSlow(2400, 2400)).toBe(false)
  })
})

describe('the calibration rule', () => {
  it('repeats a calibrated run whose reading in the run is over 25% from the one before it, either way', () => {
    expect(miscalibrated(2000, 1499)).toBe(true)
    expect(miscalibrated(2000, 1500)).toBe(false)
    expect(miscalibrated(2000, 2500)).toBe(false)
    expect(miscalibrated(2000, 2501)).toBe(true)
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([97, 100, 98, 96, 99])).toBe(98)
    expect(median([120, 40, 80, 0])).toBe(60)
    expect(median([5])).toBe(5)
    expect(median([])).toBeNaN()
  })
})
