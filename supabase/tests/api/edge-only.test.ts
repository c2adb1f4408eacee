// With PROXY_SIGNING_SECRET set (a public site must set it), /api serves only requests its edge
// signed (issue 57 item 7): a caller at the function's own address (<ref>.supabase.co/functions/v1/api)
// is refused 403 before any route, rate limit or body read runs, on every path but the health check
// and Stripe's webhook, which keep their own checks. The app runs in-process on the test database;
// the signature is made as Netlify's signed proxy rewrite makes it (scripts/host/edge-signature.ts).
import { afterAll, describe, expect, inject, it } from 'vitest';
import { edgeSignature } from '../../../scripts/host/edge-signature.ts';
import { buildApp } from '../../functions/_shared/app.ts';
import { createLocalAuth } from '../../functions/_shared/auth/local.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { createPool } from '../../functions/_shared/db/pool.ts';
import { UNSIGNED_REQUEST } from '../../functions/_shared/http/proxy-signature.ts';
import { freshIp, ORIGIN } from './http.ts';
import { humanProof } from './human-proof.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

const SECRET = 'edge-only-test-proxy-signing-secret-0123456789';
const sql = createPool(inject('dbUrl'), 2);
afterAll(() => sql.end({ timeout: 1 }));

function appWith(env: Record<string, string>) {
  const config = parseConfig({ API_DB_URL: runtimeDbUrl(inject('dbUrl')), SITE_URL: ORIGIN, CHALLENGE_MAX_COUNTER: '10', ...env });
  const clock = () => new Date();
  return buildApp({ config, sql, auth: createLocalAuth({ sql, jwtSecret: config.JWT_SECRET, clock }), clock, log: () => {} });
}
const app = appWith({ PROXY_SIGNING_SECRET: SECRET });

const contact = (altcha?: string) => JSON.stringify({
  name: 'Pat Visitor', email: `edge-${Date.now()}-${Math.random()}@example.org`, subject: 'A question for you', message: 'Is there a Saturday program?', altcha,
});
const post = (path: string, body: string, headers: Record<string, string> = {}) => app.request(path, {
  method: 'POST', body, headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers },
});
const stored = async (body: string) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from public.contact_submissions where email = ${JSON.parse(body).email}`)[0]!.n;

describe('requests that skip the edge', () => {
  it('are refused 403 with a clear message, on reads and writes, storing nothing', async () => {
    const services = await app.request('/api/services');
    expect(services.status).toBe(403);
    expect(await services.json()).toEqual({ error: UNSIGNED_REQUEST });
    expect(services.headers.get('cache-control')).toBe('private, no-store');

    const body = contact();
    const forged = await edgeSignature('a-guess-at-the-secret-0123456789abcdefghij', ORIGIN);
    for (const signature of [undefined, 'junk', forged]) {
      const res = await post('/api/contact', body, signature ? { 'x-nf-sign': signature } : {});
      expect(res.status, String(signature)).toBe(403);
    }
    expect(await stored(body)).toBe(0);
  });

  it('are served when the edge signed them', async () => {
    const signature = await edgeSignature(SECRET, ORIGIN);
    expect((await app.request('/api/services', { headers: { 'x-nf-sign': signature } })).status).toBe(200);
    // the form's check, solved as the widget solves it, on a challenge this signed caller got
    const body = contact(await humanProof((p) => app.request(`/api${p}`, { headers: { 'x-nf-sign': signature } })));
    expect((await post('/api/contact', body, { 'x-nf-sign': signature })).status).toBe(201);
    expect(await stored(body)).toBe(1);
  });

  it('reach the health check and the Stripe webhook, which check their callers themselves', async () => {
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect((await health.json()).signedProxy).toBe(false);
    // no Stripe keys here: the webhook answers as it does unsigned by Stripe, never the edge's 403
    const webhook = await app.request('/api/stripe/webhook', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(webhook.status).not.toBe(403);
  });

  it('are all served without PROXY_SIGNING_SECRET (localhost and the server tests)', async () => {
    expect((await appWith({}).request('/api/services')).status).toBe(200);
  });
});
