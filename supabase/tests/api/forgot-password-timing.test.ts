// forgot-password tells nobody whether an account exists by when it answers (issue 57): the
// answer comes after a fixed delay whatever the reset request does (slow as GoTrue sending a
// mail for a known account, or failing), and the reset itself is done after the answer. The
// local adapter in-process, its reset request slowed or made to fail.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../functions/_shared/app.ts';
import { FORGOT_PASSWORD_ANSWER_MS } from '../../functions/_shared/auth/forgot-password.ts';
import { createLocalAuth } from '../../functions/_shared/auth/local.ts';
import { AuthUnavailableError, type AuthPort } from '../../functions/_shared/auth/port.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { AUTH_MESSAGES } from '../../functions/_shared/contract/auth.ts';
import { createPool } from '../../functions/_shared/db/pool.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { createAccount, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { mailedResetToken } from './reset-links.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

const sql = superuser();
const pool = createPool(inject('dbUrl'), 2);
afterAll(() => Promise.all([sql.end(), pool.end()]));

/** As long as GoTrue may take to send a recovery mail: far past the fixed delay. */
const SLOW_STEP_MS = 2500;
/** What the answer may take beyond the fixed delay on a busy machine, still well short of the slow step. */
const SLACK_MS = 900;

/** The app whose reset request first runs `before` (for a known account only, as GoTrue mails only those). */
function appWithReset(before: () => Promise<void>) {
  const config = parseConfig({ API_DB_URL: runtimeDbUrl(inject('dbUrl')) });
  const clock = () => new Date();
  const local = createLocalAuth({ sql: pool, jwtSecret: config.JWT_SECRET, clock });
  const known = async (email: string) =>
    (await pool`select 1 from auth.users where lower(email) = lower(${email})`).length > 0;
  const auth: AuthPort = {
    ...local,
    async requestPasswordReset(email) {
      if (await known(email)) await before();
      await local.requestPasswordReset(email);
    },
  };
  const logged: string[] = [];
  const app = buildApp({ config, sql: pool, auth, clock, log: (message) => void logged.push(message) });
  const client = () => new Client(undefined, (path, init) => app.request(`/api${path}`, init));
  return { client, logged };
}

/** The answer to one forgot-password request and how long it took. */
async function timedRequest(client: Client, email: string) {
  const t0 = performance.now();
  const res = await client.post('/auth/forgot-password', { email });
  return { status: res.status, body: res.body, ms: performance.now() - t0 };
}

describe('POST /api/auth/forgot-password answers after a fixed delay', () => {
  it('answers a staff e-mail whose reset is slow as soon as an unknown one, then sends the link', async () => {
    const { client } = appWithReset(() => new Promise((r) => setTimeout(r, SLOW_STEP_MS)));
    const email = uniqueEmail('slow-reset');
    await createAccount(sql, 'admin', email);

    const known = await timedRequest(client(), email);
    const unknown = await timedRequest(client(), uniqueEmail('nobody'));
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
      expect(answer.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
      expect(answer.ms).toBeLessThan(FORGOT_PASSWORD_ANSWER_MS + SLACK_MS);
    }
    // the work goes on after the answer: the link is mailed once the slow step is over
    expect(await mailedResetToken(sql, email)).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it('answers the same when the provider cannot take the request now (a 503 would tell the account exists)', async () => {
    const { client } = appWithReset(() => Promise.reject(new AuthUnavailableError(503, 'GoTrue is down')));
    const email = uniqueEmail('reset-down');
    await createAccount(sql, 'admin', email);
    const known = await timedRequest(client(), email);
    const unknown = await timedRequest(client(), uniqueEmail('nobody'));
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.status).toBe(200);
  });

  it('logs a failure of any other kind, after answering as usual', async () => {
    const { client, logged } = appWithReset(() => Promise.reject(new Error('mail queue refused')));
    const email = uniqueEmail('reset-broken');
    await createAccount(sql, 'admin', email);
    const answer = await timedRequest(client(), email);
    expect(answer.status).toBe(200);
    await expect.poll(() => logged).toEqual(['password reset request failed']);
  });
});
