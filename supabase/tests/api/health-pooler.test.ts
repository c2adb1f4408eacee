// /api/health's two booleans, and the pool's connection settings behind Supabase's pooler: the
// app in-process over a loopback stand-in of Supavisor's startup handling (supavisor-startup.ts),
// which drops the timeouts sent as startup parameters; a request's transaction still has them.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SignJWT } from 'jose';
import { buildApp } from '../../functions/_shared/app.ts';
import { createLocalAuth } from '../../functions/_shared/auth/local.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { healthResponseSchema } from '../../functions/_shared/contract/health.ts';
import { createPool, SESSION_TIMEOUTS, sslFor } from '../../functions/_shared/db/pool.ts';
import { supavisorStartupProxy, type StartupProxy } from '../../../scripts/stand-ins/supavisor-startup.ts';

const PROXY_SECRET = 'proxy-signing-secret-for-the-health-test-0123';
const proxies: StartupProxy[] = [];
const pools: ReturnType<typeof createPool>[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end({ timeout: 1 })));
  await Promise.all(proxies.map((proxy) => proxy.close()));
});

async function appOver(dbUrl: string) {
  const config = parseConfig({ PROXY_SIGNING_SECRET: PROXY_SECRET });
  const sql = createPool(dbUrl, 2);
  pools.push(sql);
  const clock = () => new Date();
  return { app: buildApp({ config, sql, auth: createLocalAuth({ sql, jwtSecret: config.JWT_SECRET, clock }), clock, log: () => {} }), sql };
}

async function behindPooler() {
  const db = new URL(inject('dbUrl'));
  const proxy = await supavisorStartupProxy({ host: db.hostname, port: Number(db.port) });
  proxies.push(proxy);
  db.port = String(proxy.port);
  return { ...(await appOver(db.toString())), proxy };
}

/** Netlify's X-Nf-Sign for a proxied request: HS256 with the site's secret, issuer netlify. */
const edgeSignature = (secret: string) => new SignJWT({ deploy_context: 'production' })
  .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('netlify').setExpirationTime('5m').sign(new TextEncoder().encode(secret));

describe('GET /api/health behind a pooler that drops startup parameters', () => {
  it('reports the timeouts in place: the request transaction sets them itself', async () => {
    const { app, sql, proxy } = await behindPooler();
    // outside a request transaction the pooler's session shows what the startup message lost
    const [outside] = await sql`select current_setting('statement_timeout') as statement_timeout`;
    expect(outside).toEqual({ statement_timeout: '0' });
    expect(proxy.dropped[0]).toEqual(expect.arrayContaining(Object.keys(SESSION_TIMEOUTS)));
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    // the scheduler's part (and the status it may turn degraded) is scheduler-heartbeat.test.ts's
    expect(healthResponseSchema.parse(await res.json())).toMatchObject({ database: 'up', signedProxy: false, databaseTimeouts: true });
  });

  it('says whether the request came through the signed proxy', async () => {
    const { app } = await behindPooler();
    const signed = await app.request('/api/health', { headers: { 'x-nf-sign': await edgeSignature(PROXY_SECRET) } });
    expect((await signed.json()).signedProxy).toBe(true);
    const forged = await app.request('/api/health', { headers: { 'x-nf-sign': await edgeSignature(`${PROXY_SECRET}-other`) } });
    expect((await forged.json()).signedProxy).toBe(false);
  });
});

describe('the pool\'s SSL', () => {
  it('requires SSL for a remote database, not for a local one, and lets the URL decide when it says', () => {
    expect(sslFor('postgresql://postgres.abcdefghijklmnopqrst:pw@aws-0-us-east-1.pooler.supabase.com:6543/postgres')).toBe('require');
    expect(sslFor('postgresql://postgres:pw@db.abcdefghijklmnopqrst.supabase.co:5432/postgres')).toBe('require');
    expect(sslFor('postgres://postgres:postgres@127.0.0.1:54322/postgres')).toBe(false);
    expect(sslFor('postgres://postgres:postgres@localhost:54322/postgres')).toBe(false);
    expect(sslFor('postgres://postgres:postgres@[::1]:54322/postgres')).toBe(false);
    expect(sslFor('postgresql://postgres:postgres@supabase_db_site:5432/postgres')).toBe(false); // supabase start's Docker network
    expect(sslFor('postgresql://u:pw@db.example.org:5432/postgres?sslmode=verify-full')).toBeUndefined();
    expect(sslFor('postgresql://u:pw@db.example.org:5432/postgres?sslmode=disable')).toBeUndefined();
  });
});
