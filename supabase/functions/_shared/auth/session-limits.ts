// Sessions end on the server (issue 57): idle 30 minutes, absolute 12 hours, the same in both
// auth modes. The limits and the bookkeeping are the database's (migration 20261206110000,
// private.keep_session): every request with a verified session records its activity there, and
// a session past either limit is deleted (its refresh tokens go with it; GoTrue then finds no
// session), so the request goes on signed out. GoTrue's own [auth.sessions] settings
// (supabase/config.toml) count from the last token refresh only, so they are a backstop.
import { z } from 'zod';
import type { Sql } from '../db/pool.ts';
import type { Claims } from './port.ts';

const sessionId = z.guid();

/**
 * false when the session of these verified claims is past its limits (it has just been
 * deleted) or the token names no session; true otherwise. A session auth.sessions does not
 * hold is the provider's to judge (it has just vouched for it).
 */
export async function keepSession(sql: Sql, claims: Claims): Promise<boolean> {
  const id = sessionId.safeParse(claims.session_id);
  if (!id.success) return false;
  const [row] = await sql<{ kept: boolean | null }[]>`select private.keep_session(${id.data}::uuid) as kept`;
  return row?.kept !== false;
}
