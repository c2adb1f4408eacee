// Two-step sign-in with the local auth adapter, over HTTP to the Deno function (issue 34).
import { afterAll } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../functions/_shared/app.ts';
import { createLocalAuth } from '../../functions/_shared/auth/local.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { createPool } from '../../functions/_shared/db/pool.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedInWithoutAuthenticator, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { twoStepSuite } from './two-step-suite.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

const sql = superuser();
// only read for its route table: it never serves a request here
const pool = createPool(inject('dbUrl'), 1);
const config = parseConfig({ API_DB_URL: runtimeDbUrl(inject('dbUrl')) });
const app = buildApp({ config, sql: pool, auth: createLocalAuth({ sql: pool, jwtSecret: 'unused', clock: () => new Date() }), clock: () => new Date(), log: () => {} });
afterAll(async () => {
  await sql.end();
  await pool.end();
});

twoStepSuite(() => ({
  async signedIn(label, kind = 'admin') {
    const email = uniqueEmail(label);
    const { client: browser, userId } = await signedInWithoutAuthenticator(sql, kind, email);
    return { browser, email, userId };
  },
  client: () => new Client(),
  app: () => app,
  maxFailures: config.LOGIN_MAX_FAILURES,
}));
