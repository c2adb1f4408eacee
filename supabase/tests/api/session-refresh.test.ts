// Refresh-token rotation under parallel requests (GoTrue's reuse interval) and reuse detection,
// against the real Deno function and Postgres.
// Staff accounts without an authenticator: a sign-in is one token pair (a code would rotate it once more).
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedInWithoutAuthenticator, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { expiredAccessFor } from './session-times.ts';

const sql = superuser();
afterAll(() => sql.end());

/** A client of the same browser: same address, a copy of the cookies. */
function sameBrowser(client: Client, cookies: Record<string, string>) {
  const copy = new Client(client.ip);
  for (const [k, v] of Object.entries(cookies)) copy.cookies.set(k, v);
  return copy;
}

const familyOf = (sessionId: string) => sql<{ token: string; revoked: boolean; parent: string | null }[]>`
  select token, revoked, parent from auth.refresh_tokens where session_id = ${sessionId} order by id`;

describe('refresh with parallel requests', () => {
  it('five requests with one expired access token and the same refresh cookie all succeed with one new token', async () => {
    const { client } = await signedInWithoutAuthenticator(sql, 'admin', uniqueEmail('race'));
    const refresh = client.cookies.get('sb-refresh-token')!;
    const { sessionId, token } = await expiredAccessFor(sql, refresh);
    const tabs = Array.from({ length: 5 }, () => sameBrowser(client, { 'sb-access-token': token, 'sb-refresh-token': refresh }));

    const answers = await Promise.all(tabs.map((tab) => tab.get('/user')));

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const family = await familyOf(sessionId);
    expect(family).toHaveLength(2);
    expect(family[0]).toMatchObject({ token: refresh, revoked: true });
    expect(family[1]).toMatchObject({ revoked: false, parent: refresh });
    for (const tab of tabs) expect(tab.cookies.get('sb-refresh-token')).toBe(family[1]!.token);
    // every tab's new access token belongs to the same, still live session
    for (const tab of tabs) expect((await sameBrowser(tab, { 'sb-access-token': tab.cookies.get('sb-access-token')! }).get('/user')).status).toBe(200);
  });
});

describe('reuse of a used refresh token', () => {
  it('within 10 s answers the session it already created', async () => {
    const { client } = await signedInWithoutAuthenticator(sql, 'admin', uniqueEmail('reuse-soon'));
    const refresh = client.cookies.get('sb-refresh-token')!;
    client.cookies.set('sb-access-token', 'expired.or.garbage');
    expect((await client.get('/user')).status).toBe(200);
    const child = client.cookies.get('sb-refresh-token');
    expect(child).not.toBe(refresh);

    const late = sameBrowser(client, { 'sb-refresh-token': refresh });
    expect((await late.get('/user')).status).toBe(200);
    expect(late.cookies.get('sb-refresh-token')).toBe(child);
  });

  it('after 10 s is refused and revokes the whole family, the child token included', async () => {
    const { client } = await signedInWithoutAuthenticator(sql, 'admin', uniqueEmail('reuse-late'));
    const refresh = client.cookies.get('sb-refresh-token')!;
    const { sessionId } = await expiredAccessFor(sql, refresh);
    client.cookies.set('sb-access-token', 'expired.or.garbage');
    expect((await client.get('/user')).status).toBe(200);
    const child = client.cookies.get('sb-refresh-token')!;
    const childAccess = client.cookies.get('sb-access-token')!;
    // the refresh happened 11 s ago
    await sql`update auth.refresh_tokens set updated_at = updated_at - interval '11 seconds' where token = ${refresh}`;

    const thief = new Client();
    thief.cookies.set('sb-refresh-token', refresh);
    const refused = await thief.get('/user');
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie().join()).toMatch(/sb-refresh-token=;.*Max-Age=0/i);

    expect((await familyOf(sessionId)).every((t) => t.revoked)).toBe(true);
    expect((await sameBrowser(client, { 'sb-refresh-token': child }).get('/user')).status).toBe(401);
    expect((await sameBrowser(client, { 'sb-access-token': childAccess }).get('/user')).status).toBe(401);
  });
});
