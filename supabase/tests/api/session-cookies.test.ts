// The session cookies are session cookies (issue 57): no Max-Age or Expires, at sign-in and on
// refresh, so a browser that closes forgets them; the server ends the session by its limits.
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { createAccount, PASSWORD, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { expiredAccessFor } from './session-times.ts';

const sql = superuser();
afterAll(() => sql.end());

/** The Set-Cookie lines of the two session cookies. */
function sessionCookieLines(headers: Headers) {
  const lines = headers.getSetCookie().filter((l) => /^sb-(access|refresh)-token=/.test(l));
  expect(lines.map((l) => l.split('=')[0]).sort()).toEqual(['sb-access-token', 'sb-refresh-token']);
  return lines;
}

describe('session cookies', () => {
  it('carry no Max-Age or Expires when set at sign-in and on refresh', async () => {
    const email = uniqueEmail('cookies');
    await createAccount(sql, 'admin', email);
    const browser = new Client();
    const login = await browser.post('/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    for (const line of sessionCookieLines(login.headers)) {
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).not.toMatch(/max-age|expires/i);
    }

    const { token } = await expiredAccessFor(sql, browser.cookies.get('sb-refresh-token')!);
    browser.cookies.set('sb-access-token', token);
    const refreshed = await browser.get('/user');
    expect(refreshed.status).toBe(200);
    for (const line of sessionCookieLines(refreshed.headers)) expect(line).not.toMatch(/max-age|expires/i);
  });
});
