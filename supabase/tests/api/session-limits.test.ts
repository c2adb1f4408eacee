// Sessions end on the server (issue 57), local auth against the real Deno function: a session
// unused for 30 minutes or signed in 12 hours ago is refused as signed out and deleted, whether
// its access token still verifies or has just been refreshed; a request in time keeps it.
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { AUTH_MESSAGES } from '../../functions/_shared/contract/auth.ts';
import { signedIn, uniqueEmail } from './accounts.ts';
import { ageSession, expiredAccessFor, sessionExists, sessionIdOf } from './session-times.ts';

const sql = superuser();
afterAll(() => sql.end());

const TWELVE_HOURS = 12 * 60;

async function admin(label: string) {
  const browser = await signedIn(sql, 'admin', uniqueEmail(label));
  return { browser, sessionId: sessionIdOf(browser) };
}

describe('session limits enforced by /api (local auth)', () => {
  it('refuses a session unused for 30 minutes as signed out and deletes it', async () => {
    const { browser, sessionId } = await admin('idle');
    await ageSession(sql, sessionId, { signedIn: 31, lastSeen: 31 });
    const res = await browser.get('/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.notSignedIn });
    expect(await sessionExists(sql, sessionId)).toBe(false);
    expect(browser.cookies.has('sb-access-token')).toBe(false);
    expect(browser.cookies.has('sb-refresh-token')).toBe(false);
  });

  it('refuses a session signed in 12 hours ago and deletes it, however recently it was used', async () => {
    const { browser, sessionId } = await admin('absolute');
    await ageSession(sql, sessionId, { signedIn: TWELVE_HOURS + 1, lastSeen: 0 });
    expect((await browser.get('/sessions')).status).toBe(401);
    expect(await sessionExists(sql, sessionId)).toBe(false);
  });

  it('judges the session after a refresh too: the refreshed idle session is deleted, its new tokens with it', async () => {
    const { browser, sessionId } = await admin('idle-refresh');
    const { token } = await expiredAccessFor(sql, browser.cookies.get('sb-refresh-token')!);
    browser.cookies.set('sb-access-token', token);
    await ageSession(sql, sessionId, { signedIn: 45, lastSeen: 40 });
    expect((await browser.get('/user')).status).toBe(401);
    expect(await sessionExists(sql, sessionId)).toBe(false);
    const [tokens] = await sql<{ n: number }[]>`select count(*)::int as n from auth.refresh_tokens where session_id = ${sessionId}`;
    expect(tokens!.n).toBe(0);
  });

  it('keeps a session used within 30 minutes and starts its idle time again', async () => {
    const { browser, sessionId } = await admin('active');
    await ageSession(sql, sessionId, { signedIn: TWELVE_HOURS - 5, lastSeen: 29 });
    expect((await browser.get('/user')).status).toBe(200);
    const [activity] = await sql<{ recent: boolean }[]>`select last_seen_at > now() - interval '1 minute' as recent
      from private.session_activity where session_id = ${sessionId}`;
    expect(activity).toEqual({ recent: true });
    expect(await sessionExists(sql, sessionId)).toBe(true);
  });
});
