// A session's place in time, for the tests of its limits (migration 20261206110000): which
// session a browser holds, moving its sign-in and last request back, and an access token of it
// that has expired (local auth, signed with the test stack's JWT secret).
import { decodeJwt } from 'jose';
import type postgres from 'postgres';
import { inject } from 'vitest';
import { signAccessToken } from '../../functions/_shared/auth/tokens.ts';
import type { Client } from './http.ts';

/** The session of the browser's access cookie. */
export function sessionIdOf(browser: Client): string {
  const { session_id: id } = decodeJwt(browser.cookies.get('sb-access-token')!);
  if (typeof id !== 'string') throw new TypeError('the access cookie names no session');
  return id;
}

/** Signed in `signedIn` minutes ago, last request through /api `lastSeen` minutes ago. */
export async function ageSession(sql: postgres.Sql, sessionId: string, minutesAgo: { signedIn: number; lastSeen: number }) {
  const [session] = await sql`update auth.sessions set created_at = now() - make_interval(mins => ${minutesAgo.signedIn})
    where id = ${sessionId} returning id`;
  if (!session) throw new TypeError(`no session ${sessionId}`);
  await sql`insert into private.session_activity (session_id, last_seen_at) values (${sessionId}, now() - make_interval(mins => ${minutesAgo.lastSeen}))
    on conflict (session_id) do update set last_seen_at = excluded.last_seen_at`;
}

export async function sessionExists(sql: postgres.Sql, sessionId: string): Promise<boolean> {
  const [row] = await sql`select 1 from auth.sessions where id = ${sessionId}`;
  return !!row;
}

/** The session behind a refresh token, and an access token of it that expired an hour ago (local auth). */
export async function expiredAccessFor(sql: postgres.Sql, refreshToken: string) {
  const [row] = await sql<{ sessionId: string; userId: string; email: string }[]>`
    select rt.session_id as "sessionId", u.id as "userId", u.email
    from auth.refresh_tokens rt join auth.users u on u.id::text = rt.user_id where rt.token = ${refreshToken}`;
  const longAgo = Math.floor(Date.now() / 1000) - 2 * 3600;
  const { token } = await signAccessToken(inject('testConfig').jwtSecret, { id: row!.userId, email: row!.email }, row!.sessionId, longAgo);
  return { sessionId: row!.sessionId, token };
}
