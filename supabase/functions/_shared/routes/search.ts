// GET /api/search?q=&lang= (public): the site search (issue 60, item 1), public.search_site over
// the stored index, showing only what is live for visitors whoever asks (migrations 20261209100000
// and 20261209300000). Never kept by the CDN: every search reaches the function (a few
// milliseconds in the database), so it shows what is live now and each one is logged for staff
// without personal data (search/shareable-words.ts): the words or nothing, the result count, the
// day. A copy kept by the CDN would answer repeats unlogged, and the month's list would undercount them.
// GET /api/admin/searches (staff): the month's most frequent searches and those that found nothing.
import { Hono } from 'hono';
import { searchRequestSchema, type SearchResult, type SearchSummary } from '../contract/search.ts';
import { requestedLocale } from '../contract/translations.ts';
import { requireAdmin } from '../auth/admin.ts';
import type { Sql } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { parseWith } from '../http/validate.ts';
import { shareableWords } from '../search/shareable-words.ts';

const MAX_RESULTS = 30;
const NJ_MONTH_START = `date_trunc('month', now() at time zone 'America/New_York')::date`;

type Row = Omit<SearchResult, 'date'> & { date: Date | null };

/** Logs one search; a failure is reported, never the visitor's problem. */
async function logSearch(sql: Sql, words: string, lang: string, results: number): Promise<void> {
  try {
    await sql`insert into private.site_searches (query, lang, results) values (${shareableWords(words)}, ${lang}, ${results})`;
  } catch (error) {
    console.error(`search log: ${(error as Error).message}`);
  }
}

export function searchRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/search', async (c) => {
    const { q } = parseWith(searchRequestSchema, { q: c.req.query('q') ?? '' });
    const lang = requestedLocale(c.req.query('lang')) ?? 'en';
    const rows = await withCaller(c, (tx) => tx<Row[]>`
      select kind, title, url, snippet, date, lang from public.search_site(${q}, ${lang}, ${MAX_RESULTS})`);
    await logSearch(c.get('deps').sql, q, lang, rows.length);
    const results: SearchResult[] = rows.map((row) => ({ ...row, date: row.date?.toISOString() ?? null }));
    return c.json({ query: q, results });
  });

  app.get('/admin/searches', requireAdmin, async (c) => {
    const [row] = await withCaller(c, (tx) => tx<{ since: string; summary: Omit<SearchSummary, 'since'> }[]>`
      select ${tx.unsafe(NJ_MONTH_START)}::text as since, public.site_search_summary(${tx.unsafe(NJ_MONTH_START)}) as summary`);
    return c.json({ since: row!.since, ...row!.summary } satisfies SearchSummary);
  });
  return app;
}
