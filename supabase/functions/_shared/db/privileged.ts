// /api's own role inside a caller's transaction (db/with-caller.ts runs each request as anon or
// authenticated): for what no caller's role may do, such as private.* functions (the rule:
// ARCHITECTURE.md, "Who connects as whom").
import type { Tx } from './pool.ts';

/** Runs fn as the connection's own (privileged) role, then returns to the caller's role. */
export async function privileged<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx`select set_config('role', 'none', true)`;
  const result = await fn();
  await tx`select set_config('role', 'authenticated', true)`;
  return result;
}
