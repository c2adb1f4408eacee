// Two-step sign-in with the Supabase Auth adapter: the same journeys as two-step.test.ts, the
// API in Supabase mode against the GoTrue stand-in (factors in the test database, as GoTrue
// keeps them in the project's), plus what only a remote provider can do: answer "not now".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@contract/auth.ts';
import { totpCode } from '../../../scripts/testing/totp.ts';
import { PASSWORD } from './accounts.ts';
import { type SupabaseMode, supabaseMode } from './supabase-mode.ts';
import { enroll, twoStepSuite } from './two-step-suite.ts';

let mode: SupabaseMode;
beforeAll(async () => {
  mode = await supabaseMode({ alg: 'ES256' });
});
afterAll(() => mode.close());

twoStepSuite(() => ({
  signedIn: (label, kind) => mode.signedIn(label, kind, { authenticator: false }),
  client: () => mode.client(),
  app: () => mode.app,
  maxFailures: 5,
}));

describe('Supabase Auth cannot decide now', () => {
  it("a rate-limited or failing verify is a 503 (no wrong code), and the code stays usable", async () => {
    const { email, browser: first } = await mode.signedIn('gotrue-busy', 'admin', { authenticator: false });
    const { secret } = await enroll(first);
    const browser = mode.client();
    await browser.post('/login', { email, password: PASSWORD });
    const code = totpCode(secret, { offset: 1 });
    mode.gotrue.refuseNext('POST /factors/:id/verify', 429, 'over_request_rate_limit');
    const busy = await browser.post('/auth/two-step/verify', { code });
    expect(busy.status).toBe(503);
    expect(busy.body.error).toBe(AUTH_MESSAGES.signInUnavailable);
    mode.gotrue.refuseNext('POST /factors/:id/challenge', 500, 'unexpected_failure');
    expect((await browser.post('/auth/two-step/verify', { code })).status).toBe(503);
    expect(mode.logged.map((l) => l.detail?.code)).toEqual(expect.arrayContaining(['over_request_rate_limit', 'unexpected_failure']));
    const ok = await browser.post('/auth/two-step/verify', { code });
    expect(ok.status).toBe(200);
  });

  it('calls GoTrue MFA routes with the caller session and the admin API with the service role key', async () => {
    const target = await mode.signedIn('calls-target', 'admin', { authenticator: false });
    await enroll(target.browser);
    const { browser: superAdmin } = await mode.signedIn('calls-super', 'super_admin');
    mode.gotrue.calls.length = 0;
    expect((await superAdmin.delete(`/admin/two-step/staff/${target.userId}`)).status).toBe(200);
    expect(mode.gotrue.calls).toEqual(expect.arrayContaining(['GET /admin/users/:id/factors', 'DELETE /admin/users/:id/factors/:id']));
  });
});
