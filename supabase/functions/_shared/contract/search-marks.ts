// The site search's limits and marks, without zod: the SPA's first load reads them (contract/search.ts
// holds the schemas).

/** The most characters a search may have. */
export const SEARCH_MAX_LENGTH = 200;

/** A snippet's matched words stand between these two characters (private-use: no text holds them). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
