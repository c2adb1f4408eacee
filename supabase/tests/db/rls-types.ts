// The RLS matrix's types: what a caller's statement may do on a table (rls-expectations.ts) and how
// a table is exercised (rls-tables.ts), read by both lists and by the per-area tables they import.
import type { People, Tx } from './helpers.ts'

export type Rows = '*' | string[]
export type Outcome = Rows | 'denied'
export type Expectation = { select: Outcome; insert: 'ok' | 'denied'; update: Outcome; delete: Outcome }

export type Fixture = { rows: Record<string, string>; extra?: Record<string, string> }

export type TableCase = {
  /** column holding the id reported in `rows` */
  idColumn: string
  fixture: (tx: Tx, people: People) => Promise<Fixture>
  /** runs as the caller; must not use RETURNING (some callers may insert but not read) */
  insert: (tx: Tx, fixture: Fixture) => Promise<unknown>
  /** SET clause of the update, and a predicate that is true for rows it changed */
  update: { set: string; changed: string }
  /** rows targeted by update and delete (default: all rows of the fixture) */
  mutable?: string[]
}
