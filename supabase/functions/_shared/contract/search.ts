// GET /api/search?q=&lang= (the site search, issue 60) and GET /api/admin/searches (what people
// looked for this month).
import { z } from 'zod';
import { timestampSchema } from './common.ts';
import { SEARCH_MAX_LENGTH } from './search-marks.ts';

export const SEARCH_EMPTY_MESSAGE = 'Type a word to search for';
export const SEARCH_TOO_LONG_MESSAGE = `Search words are too long: use at most ${SEARCH_MAX_LENGTH} characters`;

/**
 * The words searched for: control characters and the marks' characters become spaces, spaces
 * around are dropped; none at all, or more than 200 characters, is a 400.
 */
export const searchWordsSchema = z.string({ error: SEARCH_EMPTY_MESSAGE })
  .transform((text) => text.replace(/[\p{Cc}\uE000\uE001]/gu, ' ').trim())
  .pipe(z.string().min(1, { error: SEARCH_EMPTY_MESSAGE }).max(SEARCH_MAX_LENGTH, { error: SEARCH_TOO_LONG_MESSAGE }));

export const searchRequestSchema = z.object({ q: searchWordsSchema });

/** One result: what it is ('services', 'posts', 'events', 'jobs', 'volunteer-roles', 'resources', 'faqs', 'pages', or a kind added later). */
export const searchResultSchema = z.object({
  kind: z.string(),
  title: z.string(),
  /** The page's path without the language (/services/respite-care); the page adds /es. */
  url: z.string(),
  /** Plain text; matched words between MARK_START and MARK_END. */
  snippet: z.string(),
  /** Posts and events: the post's date, the event's start. */
  date: timestampSchema.nullable(),
  /** The language of the title and snippet: 'es' only where a Spanish translation is published. */
  lang: z.enum(['en', 'es']),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({ query: z.string(), results: z.array(searchResultSchema) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

const searchCountSchema = z.object({ query: z.string(), count: z.number().int() });

/** GET /api/admin/searches: the searches since the first of the month (New Jersey time). */
export const searchSummarySchema = z.object({
  since: z.string(),
  total: z.number().int(),
  /** Searches whose words were not kept (they looked like an e-mail address, a phone number or a street address). */
  withheld: z.number().int(),
  frequent: z.array(searchCountSchema),
  notFound: z.array(searchCountSchema),
});
export type SearchSummary = z.infer<typeof searchSummarySchema>;
