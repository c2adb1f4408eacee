// Runs request work in one transaction under the caller's Postgres role with the verified
// JWT claims set, the way PostgREST does it; row-level security decides what it sees.
import type { AppContext } from '../http/context.ts';
import type { Tx } from './pool.ts';

export async function withCaller<T>(c: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { sql } = c.get('deps');
  const caller = c.get('caller');
  const role = caller ? 'authenticated' : 'anon';
  const claims = caller ? caller.claims : { role: 'anon' };
  const result = await sql.begin(async (tx) => {
    await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
    return fn(tx);
  });
  return result as T;
}
