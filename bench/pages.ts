/** The pages issue 23's targets name: each list and one seeded detail of each kind. */
export const PAGES = [
  '/', '/services', '/services/day-habilitation', '/blog', '/blog/celebrating-our-nonprofit-recognition',
  '/events', '/events/family-resource-fair', '/contact', '/donate',
  // issue 35: a job opening's page (seeded) and the general application form
  '/jobs/direct-support-professional', '/careers/apply',
  // issue 33: a post with a featured image (a seeded drawing), whose LCP is that image
  '/blog/highlights-from-our-community-day',
  // issue 36: the Spanish site (its words and the Spanish content load with the page), with a
  // translated service and the giving form
  '/es', '/es/services/day-habilitation', '/es/donate',
  // issue 60: the search page with results
  '/search?q=respite',
  // issue 61: a series' page (its dates with seats left, its story) and an event with a sensory
  // profile and a three-step visual story with photos
  '/events/series/sensory-friendly-film-morning', '/events/sensory-friendly-movie-afternoon',
]

/**
 * The pages above that ask search engines not to index them, by design (the site's own search
 * results): their SEO is judged without Lighthouse's "blocked from indexing" audit (seo-score.ts).
 */
export const KEPT_OUT_OF_INDEX: ReadonlySet<string> = new Set(['/search?q=respite'])

/** Calibrated Lighthouse runs per page (each in its own round); the report gives their median and spread. */
export const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

/**
 * Runs per page under Lighthouse's default 4×, for comparison only (not judged): fewer than the
 * calibrated ones, so the bench takes about 1.5 times its former Lighthouse time, not twice.
 */
export const DEFAULT_ROUNDS = Math.min(ROUNDS, Number(process.env.BENCH_DEFAULT_RUNS ?? 3))
