// The search at issue 60's scale: 1,000 posts and 200 events seeded (search-seed.ts) and removed
// after, then each measured query timed in the database (public.search_site as the API calls it)
// and through GET /api/search with autocannon. Every request carries its own `nocache` parameter:
// the CDN stand-in keys on the whole query string, so it never answers and /api does the search.
import postgres from 'postgres'
import { load, type LoadResult } from './load.ts'
import { removeSearchContent, SEARCH_QUERIES, seedSearchContent } from './search-seed.ts'

/** The target for a search in the function (issue 60's done-means). */
export const SEARCH_P95_TARGET_MS = 50
const CONNECTIONS = 4
const DB_RUNS = 40

export type SearchQueryTime = { name: string; p50: number; p95: number }
export type SearchBench = { database: SearchQueryTime[]; http: LoadResult; connections: number }

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? 0
const tenths = (n: number) => Math.round(n * 10) / 10

/** Each query's own times in the database (run one after another, as one connection sees them). */
async function databaseTimes(sql: postgres.Sql): Promise<SearchQueryTime[]> {
  const figures: SearchQueryTime[] = []
  for (const { name, q, lang } of SEARCH_QUERIES) {
    const times: number[] = []
    for (let i = 0; i < DB_RUNS; i++) {
      const started = performance.now()
      await sql`select * from public.search_site(${q}, ${lang})`
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    figures.push({ name, p50: tenths(percentile(times, 0.5)), p95: tenths(percentile(times, 0.95)) })
  }
  return figures
}

export async function searchBench(origin: string, dbUrl: string): Promise<SearchBench> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} })
  let n = 0
  const nextPath = () => {
    const { q, lang } = SEARCH_QUERIES[n % SEARCH_QUERIES.length]!
    return `/api/search?${new URLSearchParams({ q, lang, nocache: String(n++) })}`
  }
  try {
    await seedSearchContent(sql)
    const database = await databaseTimes(sql)
    const http = await load('GET /api/search', {
      url: `${origin}${nextPath()}`,
      connections: CONNECTIONS,
      requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }],
    })
    return { database, http, connections: CONNECTIONS }
  } finally {
    await removeSearchContent(sql)
    // the searches the bench made are no one's: out of the staff's summary
    await sql`delete from private.site_searches where query in ${sql(SEARCH_QUERIES.map((s) => s.q))}`
    await sql.end()
  }
}
