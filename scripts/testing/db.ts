// Helpers for tests that talk to the test database directly.
import postgres from 'postgres'
import { inject } from 'vitest'

export type Sql = postgres.Sql

/** A superuser connection pool to the test database (close it in afterAll). */
export function superuser(max = 4): Sql {
  return postgres(inject('dbUrl'), { max, onnotice: () => {} })
}

export type Caller =
  | { role: 'anon' }
  | { role: 'authenticated'; userId: string; email?: string }

/** Runs fn in a transaction as the API would for this caller, and always rolls it back. */
export async function asCaller<T>(sql: Sql, caller: Caller, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  const claims =
    caller.role === 'anon'
      ? { role: 'anon' }
      : { sub: caller.userId, role: 'authenticated', email: caller.email ?? '', aud: 'authenticated' }
  let result: T | undefined
  await sql
    .begin(async (tx) => {
      await tx`select set_config('role', ${caller.role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
      result = await fn(tx)
      throw new Rollback()
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error
    })
  return result as T
}

class Rollback extends Error {}
