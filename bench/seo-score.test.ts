import { describe, expect, it } from 'vitest'
import { categoryScoreWithout } from './seo-score.ts'

// Lighthouse 12's SEO category as a noindexed search page gets it: every audit passes but is-crawlable
const refs = [
  { id: 'is-crawlable', weight: 4.043 },
  { id: 'document-title', weight: 1 },
  { id: 'meta-description', weight: 1 },
  { id: 'http-status-code', weight: 1 },
  { id: 'link-text', weight: 1 },
  { id: 'crawlable-anchors', weight: 1 },
  { id: 'robots-txt', weight: 1 },
  { id: 'image-alt', weight: 1 },
  { id: 'hreflang', weight: 1 },
  { id: 'canonical', weight: 1 },
  { id: 'structured-data', weight: 0 },
]
const passing = Object.fromEntries(refs.map((ref) => [ref.id, { score: ref.id === 'structured-data' ? null : 1 }]))

describe('the SEO score of a page kept out of the index on purpose', () => {
  it('leaves out is-crawlable and keeps every other weighted audit', () => {
    const audits = { ...passing, 'is-crawlable': { score: 0 } }
    expect(categoryScoreWithout(refs, audits, 'is-crawlable')).toBe(100)
    // what Lighthouse itself gives the same page: 9 / 13.043
    expect(categoryScoreWithout(refs, audits, 'none')).toBe(69)
  })

  it('still counts the other audits a page fails, by their weights', () => {
    const audits = { ...passing, 'is-crawlable': { score: 0 }, 'meta-description': { score: 0 }, 'link-text': { score: 0 } }
    expect(categoryScoreWithout(refs, audits, 'is-crawlable')).toBe(78)
  })

  it('gives no score when a weighted audit has none, as Lighthouse does', () => {
    const audits = { ...passing, canonical: { score: null } }
    expect(categoryScoreWithout(refs, audits, 'is-crawlable')).toBeNull()
  })
})
