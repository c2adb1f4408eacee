// Lighthouse's SEO score for a page kept out of search engines on purpose. Its "Page is blocked
// from indexing" audit (is-crawlable) fails on any `noindex`, also on the pages a site should keep
// out of the index, such as its own search results (Google's Webmaster Guidelines: keep "search
// results pages or other auto-generated pages that don't add much value for users coming from
// search engines" from being crawled; `noindex, follow` is today's form). For those pages the bench scores the SEO
// category as Lighthouse does (core/scoring.js: the weighted mean of the audits whose weight is
// above 0, a weight it has already set to 0 for audits that do not apply), without that one audit.

type AuditRef = { id: string; weight: number }
type AuditScore = { score: number | null }

/** The category's score (0–100) over its weighted audits, `skipped` left out; null when an audit has no score, as Lighthouse gives. */
export function categoryScoreWithout(auditRefs: readonly AuditRef[], audits: Readonly<Record<string, AuditScore | undefined>>, skipped: string): number | null {
  const weighted = auditRefs.filter((ref) => ref.id !== skipped && ref.weight > 0)
  const scores = weighted.map((ref) => audits[ref.id]?.score ?? null)
  if (scores.some((score) => score === null)) return null
  const total = weighted.reduce((sum, ref) => sum + ref.weight, 0)
  if (total === 0) return 100
  const mean = weighted.reduce((sum, ref, i) => sum + ref.weight * scores[i]!, 0) / total
  return Math.round(mean * 100)
}
