import { describe, expect, it } from 'vitest'
import { cdnSection, type CdnFigures } from './cdn.ts'

const load = (rps: number, non2xx = 0) => ({ name: 'x', rps, p50: 1, p95: 2, p99: 3, errors: 0, non2xx })
const figures = (over: Partial<CdnFigures> = {}): CdnFigures => ({
  staticFile: { p50: 1.2, p95: 1.8, statuses: ['200 no Cache-Status'] },
  cachedPage: { p50: 1.5, p95: 2.1, statuses: ['200 "Netlify Edge"; hit'] },
  coldRender: { p50: 40, p95: 60, statuses: ['200 "Netlify Edge"; fwd=miss'] },
  miss: load(1200),
  uncached: load(300),
  staticLoad: load(2000),
  ...over,
})

describe("the CDN section's verdicts", () => {
  it('passes a kept page within noise of the static file and a miss at half its rate or more', () => {
    expect(cdnSection(figures()).misses).toEqual([])
  })

  it('misses a kept page slower than the static file beyond its noise, or one the CDN did not answer', () => {
    expect(cdnSection(figures({ cachedPage: { p50: 4, p95: 5, statuses: ['200 "Netlify Edge"; hit'] } })).misses[0]).toMatch(/^cached page first byte 4 ms/)
    expect(cdnSection(figures({ cachedPage: { p50: 1, p95: 1, statuses: ['200 "Netlify Edge"; fwd=miss'] } })).misses).toHaveLength(1)
  })

  it('misses /api on a miss below half the static rate, or with non-2xx answers', () => {
    expect(cdnSection(figures({ miss: load(900) })).misses).toEqual([expect.stringMatching(/^\/api on a miss at 45%/)])
    expect(cdnSection(figures({ miss: load(1500, 3) })).misses).toHaveLength(1)
  })
})
