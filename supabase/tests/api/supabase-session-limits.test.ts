// Sessions end on the server (issue 57) in Supabase mode, the GoTrue stand-in keeping its
// sessions in auth.sessions as GoTrue does: /api refuses a session unused for 30 minutes or
// signed in 12 hours ago and deletes it, so GoTrue finds no session at its next call. (GoTrue's
// own [auth.sessions] limits count from the last refresh only: they cannot stand in for these.)
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { ageSession, sessionExists, sessionIdOf } from './session-times.ts';
import { useSupabaseMode } from './supabase-mode.ts';

const sql = superuser();
const mode = useSupabaseMode({ alg: 'ES256', sessionsInDatabase: true });
afterAll(() => sql.end());

describe('Supabase mode: session limits enforced by /api', () => {
  it.each([
    ['unused for 30 minutes', { signedIn: 31, lastSeen: 31 }],
    ['signed in 12 hours ago', { signedIn: 12 * 60 + 1, lastSeen: 0 }],
  ])('refuses a session %s as signed out and ends it at GoTrue', async (_name, minutesAgo) => {
    const { browser, userId } = await mode().signedIn('sb-limits');
    const sessionId = sessionIdOf(browser);
    const refresh = browser.cookies.get('sb-refresh-token')!;
    await ageSession(sql, sessionId, minutesAgo);

    expect((await browser.get('/user')).status).toBe(401);
    expect(await sessionExists(sql, sessionId)).toBe(false);
    expect(browser.cookies.size).toBe(0);
    // the refresh token kept by someone else: GoTrue finds no session for it
    const replay = mode().client();
    replay.cookies.set('sb-refresh-token', refresh);
    expect((await replay.get('/user')).status).toBe(401);
    expect(mode().gotrue.liveSessions(userId)).toBe(0);
  });

  it('keeps a session used within the limits', async () => {
    const { browser } = await mode().signedIn('sb-limits-active');
    await ageSession(sql, sessionIdOf(browser), { signedIn: 60, lastSeen: 20 });
    expect((await browser.get('/user')).status).toBe(200);
  });
});
