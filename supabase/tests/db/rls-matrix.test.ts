// Every public table × {anon, signed-in non-admin, admin, super_admin} × {select, insert,
// update, delete}, generated from rls-expectations.ts. Each case runs in its own rolled-back
// transaction: fixtures as the superuser, then one statement as the caller, then the
// effect is read back as the superuser.
import { afterAll, describe, expect, it } from 'vitest'
import { EXPECTATIONS } from './rls-expectations.ts'
import { TABLES } from './rls-tables.ts'
import type { Fixture, Outcome, TableCase } from './rls-types.ts'
import { actAs, actAsSuperuser, createPeople, rolledBack, ROLES, superuser, type People, type Role, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

type Operation = 'select' | 'insert' | 'update' | 'delete'
const OPERATIONS: Operation[] = ['select', 'insert', 'update', 'delete']

function keysOf(fixture: Fixture, spec: TableCase, rows: Outcome, op: Operation): string[] {
  if (rows === 'denied') return []
  const targeted = op === 'select' ? Object.keys(fixture.rows) : (spec.mutable ?? Object.keys(fixture.rows))
  return rows === '*' ? [...targeted].sort() : [...rows].sort()
}

function namesOf(fixture: Fixture, found: string[]): string[] {
  const byId = new Map(Object.entries(fixture.rows).map(([key, id]) => [String(id), key]))
  return found.map((id) => byId.get(String(id)) ?? `unexpected:${id}`).sort()
}

async function runCase(tx: Tx, table: string, role: Role, op: Operation, people: People, fixture: Fixture) {
  const spec = TABLES[table]!
  const target = (spec.mutable ?? Object.keys(fixture.rows)).map((key) => fixture.rows[key]!)
  const all = Object.values(fixture.rows)
  const id = spec.idColumn
  const count = async () => (await tx.unsafe(`select count(*)::int as count from public.${table}`))[0]!.count as number
  const before = await count()
  await actAs(tx, role, people)
  if (op === 'select') {
    const rows = await tx.unsafe(`select ${id}::text as id from public.${table} where ${id}::text = any($1)`, [all])
    return namesOf(fixture, rows.map((r) => r.id))
  }
  if (op === 'insert') {
    await spec.insert(tx, fixture)
    await actAsSuperuser(tx)
    const after = await count()
    return after === before + 1 ? 'ok' : `inserted ${after - before} rows`
  }
  if (op === 'update') {
    await tx.unsafe(`update public.${table} set ${spec.update.set} where ${id}::text = any($1)`, [target])
  } else {
    await tx.unsafe(`delete from public.${table} where ${id}::text = any($1)`, [target])
  }
  await actAsSuperuser(tx)
  const where = op === 'update' ? spec.update.changed : 'true'
  const remaining = await tx.unsafe(`select ${id}::text as id from public.${table} where ${id}::text = any($1) and ${where}`, [
    target,
  ])
  const touched = op === 'update' ? remaining.map((r) => r.id) : target.filter((t) => !remaining.some((r) => r.id === String(t)))
  return namesOf(fixture, touched)
}

describe('RLS matrix', () => {
  it('covers every table in the public schema', async () => {
    const tables = await sql<{ name: string }[]>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`
    expect(tables.map((t) => t.name)).toEqual(Object.keys(EXPECTATIONS).sort())
    expect(Object.keys(TABLES).sort()).toEqual(Object.keys(EXPECTATIONS).sort())
  })

  for (const [table, byRole] of Object.entries(EXPECTATIONS)) {
    describe(table, () => {
      for (const role of ROLES) {
        for (const op of OPERATIONS) {
          const expected = byRole[role][op]
          it(`${role} ${op}: ${Array.isArray(expected) ? `[${expected.join(', ')}]` : expected}`, async () => {
            let fixture: Fixture | undefined
            const { value, error } = await rolledBack(sql, async (tx) => {
              const people = await createPeople(tx)
              fixture = await TABLES[table]!.fixture(tx, people)
              return runCase(tx, table, role, op, people, fixture)
            })
            if (expected === 'denied') {
              expect(error?.code, `expected a denial, got ${JSON.stringify(value)}`).toBe('42501')
              return
            }
            if (error) throw error
            if (op === 'insert') expect(value).toBe('ok')
            else expect(value).toEqual(keysOf(fixture!, TABLES[table]!, expected as Outcome, op))
          })
        }
      }
    })
  }
})
