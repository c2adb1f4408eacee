// The tables of the content types declared in the contract (contract/content-types.ts): what only
// the server knows of each, the rows as the admin list reads them and what a new row gets besides
// its fields. The routes (routes/admin-content-types.ts) read and write through this; a type's own
// actions (an event's cancel, door list and waitlist) are routes of their own, mounted there.
import { CONTENT_TYPES, type ContentTypeDeclaration, type ContentTypeName } from '../contract/content-types.ts';
import { EVENT_HAS_FAMILIES } from '../contract/admin-content.ts';
import type { Tx } from '../db/pool.ts';
import { readEvents } from '../events/admin-rows.ts';
import { snake } from './site-content-tables.ts';

export type Row = Record<string, unknown> & { id: string; version: number };

export interface ContentTable extends ContentTypeDeclaration {
  name: ContentTypeName;
  /** the admin list's rows (every row, or the one with this id), as the wire names them */
  read: (tx: Tx, id: string | null, now: Date) => Promise<Row[]>;
  /** columns a new row gets besides its fields (SQL) */
  created?: Record<string, string>;
  /** a delete the database refuses with this SQLSTATE answers 409 with this message */
  keptBy?: { sqlState: string; message: string };
}

/** The schema's field names (camelCase, as on the wire). */
export const fieldsOf = (t: ContentTypeDeclaration) => Object.keys(t.input.shape);

/** Rows read as the fields plus identity, version, timestamps and `more` (select-list items). */
const readColumns = (name: ContentTypeName, order: string, more = '') =>
  (tx: Tx, id: string | null) => {
    const fields = fieldsOf(CONTENT_TYPES[name]).map((k) => `${snake(k)} as "${k}"`).join(', ');
    return tx.unsafe<Row[]>(`select id, version, ${fields}${more}, created_at as "createdAt", updated_at as "updatedAt"
      from public.${CONTENT_TYPES[name].table} where $1::uuid is null or id = $1::uuid order by ${order}`, [id]);
  };

const SERVER: { [N in ContentTypeName]: Omit<ContentTable, keyof ContentTypeDeclaration | 'name'> } = {
  posts: { read: readColumns('posts', 'created_at desc, id', ', published_at as "publishedAt"') },
  services: {
    read: readColumns('services', 'sort_order, title'),
    created: { sort_order: '(select coalesce(max(sort_order), 0) + 1 from public.services)' },
  },
  events: {
    read: readEvents,
    // the database keeps an event families signed up for (events_keep_with_families)
    keptBy: { sqlState: '23001', message: EVENT_HAS_FAMILIES },
  },
};

export const CONTENT_TABLES: ContentTable[] = (Object.keys(CONTENT_TYPES) as ContentTypeName[])
  .map((name) => ({ name, ...CONTENT_TYPES[name], ...SERVER[name] }));
