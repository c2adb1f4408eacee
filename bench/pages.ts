/** The pages issue 23's targets name: each list and one seeded detail of each kind. */
export const PAGES = [
  '/', '/services', '/services/day-habilitation', '/blog', '/blog/celebrating-our-nonprofit-recognition',
  '/events', '/events/family-resource-fair', '/contact', '/donate',
]

/** Lighthouse runs per page (each in its own round); the report gives their median. */
export const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
