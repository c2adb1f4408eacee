// A super_admin requires two-step sign-in for every staff account (issue 34), in a database of
// its own (the setting is one row for the whole site; the other API tests must not see it on):
// the local adapter in-process. A staff member without an authenticator is then sent to set one
// up and gets 403 from every admin route until it is done.
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
  const config = parseConfig({ SUPABASE_DB_URL: db.url });
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
  it('a super_admin must have it first; then a staff member without it is sent to set it up', async () => {
    const boss = await signedIn('super_admin');
    const refused = await boss.client.request('PUT', '/admin/two-step/required', { required: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(TWO_STEP_MESSAGES.setupYourselfFirst);
    await enroll(boss.client);
    const on = await boss.client.request('PUT', '/admin/two-step/required', { required: true });
    expect(on.status).toBe(200);
    expect(on.body.required).toBe(true);
    expect((await db.sql`select require_two_step, updated_by from public.staff_security_settings`)[0]).toEqual({
      require_two_step: true, updated_by: boss.userId,
    });

    const staff = await signedIn('admin');
    expect(staff.login.body.user.secondStep).toBe('setup');
    for (const route of adminRoutes(app)) {
      const res = await staff.client.request(route.method, route.path, route.method === 'GET' ? undefined : {});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(res.body.error).toBe(TWO_STEP_MESSAGES.setupNeeded);
    }
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
    const bad = await boss.client.request('PUT', '/admin/two-step/required', { required: 'yes' });
    expect(bad.status).toBe(400);
    const off = await boss.client.request('PUT', '/admin/two-step/required', { required: false });
    expect(off.body.required).toBe(false);
    const later = await signedIn('admin');
    expect(later.login.body.user.secondStep).toBeNull();
    expect((await later.client.get('/contact')).status).toBe(200);
  });
});
