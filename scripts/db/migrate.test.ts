import { afterAll, describe, expect, inject, it } from 'vitest'
import { migrate } from './migrate.ts'
import { superuser } from '../testing/db.ts'

const sql = superuser()
afterAll(() => sql.end())

describe('the platform shim', () => {
  it('lets auth.uid() and auth.role() read the claims of the request', async () => {
    const claims = JSON.stringify({ sub: '11111111-1111-4111-8111-111111111111', role: 'authenticated' })
    const [row] = await sql.begin(async (tx) => {
      await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claims}, true)`
      return tx`select auth.uid()::text as uid, auth.role() as role, current_user as db_role`
    })
    expect(row).toEqual({ uid: '11111111-1111-4111-8111-111111111111', role: 'authenticated', db_role: 'authenticated' })
  })

  it('creates the API roles without superuser rights', async () => {
    const roles = await sql<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }[]>`
      select rolname, rolsuper, rolbypassrls from pg_roles
      where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`
    expect(roles).toEqual([
      { rolname: 'anon', rolsuper: false, rolbypassrls: false },
      { rolname: 'authenticated', rolsuper: false, rolbypassrls: false },
      { rolname: 'authenticator', rolsuper: false, rolbypassrls: false },
      { rolname: 'service_role', rolsuper: false, rolbypassrls: true },
    ])
  })
})

describe('the migration runner', () => {
  it('applies nothing the second time and never seeds an existing database', async () => {
    const [before] = await sql<{ count: number }[]>`select count(*)::int as count from supabase_migrations.schema_migrations`
    // the global setup already migrated and seeded this database
    const result = await migrate(inject('dbUrl'), { seed: 'if-new' })
    expect(result).toEqual({ shim: false, applied: [], seeded: false })
    const [after] = await sql<{ count: number }[]>`select count(*)::int as count from supabase_migrations.schema_migrations`
    expect(after!.count).toBe(before!.count)
  })
})
