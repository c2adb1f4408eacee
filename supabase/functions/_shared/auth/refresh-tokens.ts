// Refresh-token rotation of the local auth adapter, with GoTrue's reuse interval and reuse
// detection, made race-safe in Postgres (the function may run as several workers):
//   - a live token is revoked and replaced by a child token (same session);
//   - a token revoked less than REFRESH_TOKEN_REUSE_SECONDS ago answers the session's current
//     token again, so parallel requests that all carry it get one and the same result;
//   - a token reused after that ends its session: every token of the family is revoked and the
//     session's access tokens stop verifying.
// Every change to a session's tokens happens while holding that session's row lock, so
// concurrent refreshes queue in the database and each sees the previous one's commit.
import type { Sql } from '../db/pool.ts';
import { randomToken } from './tokens.ts';

/** supabase/config.toml: [auth] refresh_token_reuse_interval = 10 */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;

export interface Rotation {
  userId: string;
  email: string;
  sessionId: string;
  refreshToken: string;
}

export function rotateRefreshToken(sql: Sql, token: string): Promise<Rotation | null> {
  return sql.begin(async (tx) => {
    const [session] = await tx<{ sessionId: string; userId: string; email: string }[]>`
      select s.id as "sessionId", u.id as "userId", u.email
      from auth.sessions s join auth.users u on u.id = s.user_id
      where s.id = (select session_id from auth.refresh_tokens where token = ${token})
        and (s.not_after is null or s.not_after > now()) and u.deleted_at is null
        and (u.banned_until is null or u.banned_until < now())
      for update of s`;
    if (!session) return null;
    // A new statement after the lock: it sees whatever the refresh we waited for committed.
    const [used] = await tx<{ revoked: boolean; withinReuse: boolean }[]>`
      select revoked, updated_at > now() - make_interval(secs => ${REFRESH_TOKEN_REUSE_SECONDS}) as "withinReuse"
      from auth.refresh_tokens where token = ${token}`;
    if (!used) return null;

    if (!used.revoked) {
      const child = randomToken(32);
      await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where token = ${token}`;
      await tx`insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent, created_at, updated_at)
        values (${child}, ${session.userId}, ${session.sessionId}, false, ${token}, now(), now())`;
      await tx`update auth.sessions set updated_at = now(), refreshed_at = now() where id = ${session.sessionId}`;
      return { ...session, refreshToken: child };
    }

    if (used.withinReuse) {
      const [current] = await tx<{ token: string }[]>`
        select token from auth.refresh_tokens where session_id = ${session.sessionId} and not revoked
        order by id desc limit 1`;
      return current ? { ...session, refreshToken: current.token } : null;
    }

    await tx`update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = ${session.sessionId} and not revoked`;
    await tx`update auth.sessions set not_after = now(), updated_at = now() where id = ${session.sessionId}`;
    return null;
  }) as Promise<Rotation | null>;
}
