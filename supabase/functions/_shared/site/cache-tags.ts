// The names the CDN's cache tags use (issue 58): what a cached answer shows, and what a change
// purges. One vocabulary for both sides, read off the public tables, so a trigger on a table and the
// route that reads it cannot disagree:
//   - an answer listing rows of a table carries the table's tag (`events`);
//   - an answer showing one row carries that row's tag (`events:<id>`), and each image it shows
//     carries its media asset's row tag (`media_assets:<id>`);
//   - a change to a row purges its row tag and its table's tag (a list shows the row too).
// Tags name content, not a language: a page in English and in Spanish carries the same tags, so one
// edit purges both. Netlify allows tags of up to 1024 characters each, a comma between them
// (docs.netlify.com, "Caching" → "Cache tags").
// Type-only imports: the page function (scripts/build/page-function.ts) reads tagHeader from here.
import type { CollectionTable } from '../contract/collections.ts';
import type { ContentTypeDeclaration } from '../contract/content-types.ts';

type ContentTypeTable = ContentTypeDeclaration['table'];

/**
 * The public tables whose rows reach a public answer: every declared collection's and content
 * type's table (contract/collections.ts, contract/content-types.ts), and the rest by name.
 */
export type TaggedTable = CollectionTable | ContentTypeTable | 'content_translations' | 'media_assets' | 'page_documents' | 'site_settings';

/** The tag of an answer that lists rows of `table`. */
export const tableTag = (table: TaggedTable): string => table;

/** The tag of an answer that shows the row `id` of `table`. */
export const rowTag = (table: TaggedTable, id: string): string => `${table}:${id}`;

/** Tags as one header value, each once, in a stable order. */
export const tagHeader = (tags: Iterable<string>): string => [...new Set(tags)].sort().join(',');
