// POST /api/logout when the access cookie has expired (issue 57 item 8): the session middleware
// refreshes the session on the way in, and logout ends that refreshed session, in both auth
// modes (before, it signed out with the expired token and ended nothing).
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedIn, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { expiredAccessFor, sessionExists, sessionIdOf } from './session-times.ts';
import { useSupabaseMode } from './supabase-mode.ts';

const sql = superuser();
const mode = useSupabaseMode({ alg: 'ES256', sessionsInDatabase: true });
afterAll(() => sql.end());

describe('logout with an expired access token', () => {
  it('local auth: ends the session, and its refresh token no longer signs in', async () => {
    const browser = await signedIn(sql, 'admin', uniqueEmail('logout-expired'));
    const refresh = browser.cookies.get('sb-refresh-token')!;
    const { sessionId, token } = await expiredAccessFor(sql, refresh);
    browser.cookies.set('sb-access-token', token);

    expect((await browser.post('/logout')).status).toBe(200);
    expect(await sessionExists(sql, sessionId)).toBe(false);
    expect(browser.cookies.size).toBe(0);
    const replay = new Client();
    replay.cookies.set('sb-refresh-token', refresh);
    expect((await replay.get('/user')).status).toBe(401);
  });

  it('Supabase Auth: GoTrue ends the refreshed session', async () => {
    const { browser, userId } = await mode().signedIn('sb-logout-expired');
    const sessionId = sessionIdOf(browser);
    browser.cookies.set('sb-access-token', await mode().gotrue.expiredAccessToken(sessionId));

    expect((await browser.post('/logout')).status).toBe(200);
    expect(mode().gotrue.liveSessions(userId)).toBe(0);
  });
});
