// A collection's table gets in one call what every collection table has (issue 59; migration
// 20261212100000_content_collection_setup.sql): History, row-level security as published content,
// the audit trail and the CDN purges of its rows and of their translations. Checked on a table
// made for the test inside a transaction that is rolled back, and on the registry of the declared
// collections (contract/collections.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { COLLECTION_NAMES, SITE_COLLECTIONS } from '../../functions/_shared/contract/collections.ts'
import { actAs, actAsSuperuser, clearOwnQueuedTags, createPeople, ownQueuedTags, rolledBack, superuser, type Tx } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { value, error } = await rolledBack(sql, fn)
  if (error) throw error
  return value!
}

/** A collection table as a new collection's migration makes it, set up by the one call. */
async function scratchCollection(tx: Tx, namesAPerson = false) {
  await tx`create table public.scratch_quotes (
    id uuid primary key default gen_random_uuid(), name text not null, quote text not null,
    position int not null default 0, published boolean not null default true, version int not null default 1,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now())`
  await tx`select private.setup_content_collection('scratch_quotes', 'scratch-quotes', ${namesAPerson})`
}

describe('private.setup_content_collection', () => {
  it('registers every declared collection under its name, with its declared table', async () => {
    const rows = await sql<{ subject: string; table_name: string }[]>`select subject, table_name from private.collection_tables`
    const registered = Object.fromEntries(rows.map((r) => [r.subject, r.table_name]))
    for (const name of COLLECTION_NAMES) expect(registered[name], name).toBe(SITE_COLLECTIONS[name].table)
  })

  it('gives the table published-content access: visitors see published rows, only admins write', async () => {
    const seen = await inTransaction(async (tx) => {
      await scratchCollection(tx)
      await tx`insert into public.scratch_quotes (name, quote, published) values ('Shown', 'Yes.', true), ('Draft', 'No.', false)`
      const people = await createPeople(tx)
      await actAs(tx, 'anon', people)
      const anon = (await tx<{ name: string }[]>`select name from public.scratch_quotes order by name`).map((r) => r.name)
      await actAs(tx, 'user', people)
      const userInsert = await tx.savepoint((sp) => sp`insert into public.scratch_quotes (name, quote) values ('Sneaky', 'No.')`).then(() => 'ok', (e: { code?: string }) => e.code)
      await actAs(tx, 'admin', people)
      const admin = (await tx<{ name: string }[]>`select name from public.scratch_quotes order by name`).map((r) => r.name)
      await tx`insert into public.scratch_quotes (name, quote) values ('Added', 'By staff.')`
      return { anon, userInsert, admin }
    })
    expect(seen.anon).toEqual(['Shown'])
    // RLS's with check refuses a non-admin's insert (42501)
    expect(seen.userInsert).toBe('42501')
    expect(seen.admin).toEqual(['Draft', 'Shown'])
  })

  it('bumps the version and keeps each version in History', async () => {
    const { version, revisions } = await inTransaction(async (tx) => {
      await scratchCollection(tx)
      const [row] = await tx<{ id: string }[]>`insert into public.scratch_quotes (name, quote) values ('A', 'First.') returning id`
      await tx`update public.scratch_quotes set quote = 'Second.' where id = ${row!.id}`
      const [after] = await tx<{ version: number }[]>`select version from public.scratch_quotes where id = ${row!.id}`
      const revisions = await tx<{ action: string; quote: string }[]>`select action, row_data ->> 'quote' as quote from public.content_revisions
        where table_name = 'scratch_quotes' and row_key = ${row!.id} order by id`
      return { version: after!.version, revisions }
    })
    expect(version).toBe(2)
    expect(revisions).toEqual([{ action: 'insert', quote: 'First.' }, { action: 'update', quote: 'Second.' }])
  })

  it("queues the row's and table's tags on a change, and the row's on its published translation", async () => {
    const { id, edited, translated } = await inTransaction(async (tx) => {
      await scratchCollection(tx)
      const [row] = await tx<{ id: string }[]>`insert into public.scratch_quotes (name, quote) values ('A', 'Words.') returning id`
      await clearOwnQueuedTags(tx)
      await actAs(tx, 'admin', await createPeople(tx))
      await tx`update public.scratch_quotes set quote = 'New words.' where id = ${row!.id}`
      await actAsSuperuser(tx)
      const edited = await ownQueuedTags(tx)
      await clearOwnQueuedTags(tx)
      await tx`insert into public.content_translations (subject, subject_key, locale, fields, source, status)
        values ('scratch-quotes', ${row!.id}, 'es', '{"quote": "Palabras."}', '{"quote": "New words."}', 'published')`
      return { id: row!.id, edited, translated: await ownQueuedTags(tx) }
    })
    expect(edited).toEqual(['scratch_quotes', `scratch_quotes:${id}`])
    expect(translated).toEqual(['content_translations', 'scratch_quotes', `scratch_quotes:${id}`])
  })

  it("writes the audit trail, without the title when it is a person's name", async () => {
    const details = await inTransaction(async (tx) => {
      const out: Record<string, unknown>[] = []
      await scratchCollection(tx, true)
      await actAs(tx, 'admin', await createPeople(tx))
      await tx`insert into public.scratch_quotes (name, quote) values ('Pat Person', 'Kind words.')`
      await actAsSuperuser(tx)
      for (const row of await tx<{ details: Record<string, unknown> }[]>`select details from public.audit_log
        where record_type = 'scratch_quotes' and action = 'content.published'`) out.push(row.details)
      return out
    })
    expect(details).toHaveLength(1)
    expect(details[0]).not.toHaveProperty('title')
  })
})
