// Two-step sign-in required for every staff account (issue 34; on by default since issue 57), in
// a database of its own (the setting is one row for the whole site; the other API tests must not
// see it off): the local adapter in-process. A staff member without an authenticator is sent to
// set one up and gets 403 from every admin route until it is done; a super_admin may turn it off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_STEP_MESSAGES } from '@contract/two-step.ts';
import { migrate } from '../../../scripts/db/migrate.ts';
import { ensureLocalAdmin } from '../../../scripts/admin/local-admin.ts';
import { buildApp, type ApiApp } from '../../functions/_shared/app.ts';
import { createLocalAuth } from '../../functions/_shared/auth/local.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { createPool, type Sql } from '../../functions/_shared/db/pool.ts';
import { scratchDatabase } from '../db/helpers.ts';
import { adminRoutes } from './admin-routes.ts';
import { PASSWORD, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { enroll } from './two-step-suite.ts';

let db: Awaited<ReturnType<typeof scratchDatabase>>;
let pool: Sql;
let app: ApiApp;
beforeAll(async () => {
  db = await scratchDatabase();
  await migrate(db.url, { seed: 'never' });
  pool = createPool(db.url, 2);
  const config = parseConfig({});
  const clock = () => new Date();
  app = buildApp({ config, sql: pool, auth: createLocalAuth({ sql: pool, jwtSecret: config.JWT_SECRET, clock }), clock, log: () => {} });
});
afterAll(async () => {
  await pool?.end({ timeout: 1 });
  await db?.drop();
});

const browser = () => new Client(undefined, (path, init) => app.request(`/api${path}`, init));

async function signedIn(role: 'admin' | 'super_admin') {
  const email = uniqueEmail(role);
  const { userId } = await ensureLocalAdmin(db.sql, { email, password: PASSWORD, role });
  const client = browser();
  const login = await client.post('/login', { email, password: PASSWORD });
  return { client, email, userId, login };
}

describe('two-step sign-in required for every staff account', () => {
  it('is on in a new database: a staff member without an authenticator reaches only the set-up, then everything', async () => {
    const staff = await signedIn('admin');
    expect(staff.login.body.user.secondStep).toBe('setup');
    for (const route of adminRoutes(app)) {
      const res = await staff.client.request(route.method, route.path, route.method === 'GET' ? undefined : {});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(res.body.error).toBe(TWO_STEP_MESSAGES.setupNeeded);
    }
    // what the set-up screen needs answers
    expect((await staff.client.get('/user')).status).toBe(200);
    const status = await staff.client.get('/auth/two-step');
    expect(status.body).toMatchObject({ required: true, secondStep: 'setup', authenticators: [] });

    const { factorId } = await enroll(staff.client);
    expect((await staff.client.get('/user')).body.secondStep).toBeNull();
    expect((await staff.client.get('/contact')).status).toBe(200);
    // while it is required, the only authenticator stays
    const last = await staff.client.delete(`/auth/two-step/authenticators/${factorId}`);
    expect(last.status).toBe(409);
    expect(last.body.error).toBe(TWO_STEP_MESSAGES.lastRequired);
    // an admin who is not super_admin cannot change the rule
    expect((await staff.client.request('PUT', '/admin/two-step/required', { required: false })).status).toBe(403);
  });

  it('a super_admin with their own authenticator turns it off (password alone then opens the admin area) and on again', async () => {
    const boss = await signedIn('super_admin');
    expect(boss.login.body.user.secondStep).toBe('setup');
    expect((await boss.client.request('PUT', '/admin/two-step/required', { required: false })).status).toBe(403);
    await enroll(boss.client);
    const bad = await boss.client.request('PUT', '/admin/two-step/required', { required: 'yes' });
    expect(bad.status).toBe(400);
    const off = await boss.client.request('PUT', '/admin/two-step/required', { required: false });
    expect(off.status).toBe(200);
    expect(off.body.required).toBe(false);
    expect((await db.sql`select require_two_step, updated_by from public.staff_security_settings`)[0]).toEqual({
      require_two_step: false, updated_by: boss.userId,
    });
    // the database lets the password-only token through too: /contact reads under the caller's role
    const later = await signedIn('admin');
    expect(later.login.body.user.secondStep).toBeNull();
    expect((await later.client.get('/contact')).status).toBe(200);

    // a super_admin must have it before requiring it
    const other = await signedIn('super_admin');
    const refused = await other.client.request('PUT', '/admin/two-step/required', { required: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(TWO_STEP_MESSAGES.setupYourselfFirst);
    const on = await boss.client.request('PUT', '/admin/two-step/required', { required: true });
    expect(on.body.required).toBe(true);
    expect((await later.client.get('/contact')).status).toBe(403);
  });
});
