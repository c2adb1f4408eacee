// The cache tags of GET /api/pages/{page} (issue 58), from the collections' declarations: the
// page's document and the table of each collection the page shows (its `page`,
// contract/collections.ts), so a change to any of those rows purges the page in both languages.
import { SITE_COLLECTIONS } from '../contract/collections.ts';
import type { PageName } from '../contract/page-names.ts';
import { PAGE_COLLECTIONS } from '../contract/site-content.ts';
import { rowTag, tableTag } from './cache-tags.ts';

export const pageTags = (page: PageName): string[] =>
  [rowTag('page_documents', page), ...PAGE_COLLECTIONS[page].map((name) => tableTag(SITE_COLLECTIONS[name].table))];
