// Runs request work in one transaction under the caller's Postgres role with the verified
// JWT claims set, the way PostgREST does it; row-level security decides what it sees. The same
// statement applies the session timeouts to the transaction (pool.ts: a pooler may drop them).
import type { AppContext } from '../http/context.ts';
import { TIMEOUTS_FOR_TRANSACTION, type Tx } from './pool.ts';

/**
 * The anonymous role switch as constant text: the pool does not prepare statements (the
 * transaction pooler in front of Supabase cannot keep them), so postgres.js describes every
 * statement that has parameters in a round trip of its own before running it. Public
 * requests are nearly all anonymous; this saves each of them that round trip.
 */
const AS_ANON = `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true), ${TIMEOUTS_FOR_TRANSACTION}`;
/** A signed-in caller's transaction also carries the client's address for the audit trail (migration 20261127130100). */
const AS_AUTHENTICATED = `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true), set_config('app.client_address', $2, true), ${TIMEOUTS_FOR_TRANSACTION}`;

export async function withCaller<T>(c: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { sql } = c.get('deps');
  const caller = c.get('caller');
  const result = await sql.begin(async (tx) => {
    // Sent at once (execute) instead of awaited, so the work's first query follows it in
    // the same socket write: one round trip fewer. Postgres runs them in order, and if the
    // role switch fails the transaction is aborted, so no query of `fn` runs with the
    // pool's own rights.
    const asCaller = (caller
      ? tx.unsafe(AS_AUTHENTICATED, [JSON.stringify(caller.claims), c.get('ip')])
      : tx.unsafe(AS_ANON)
    ).execute();
    const [, value] = await Promise.all([asCaller, fn(tx)]);
    return value;
  });
  return result as T;
}
