// Rate-limit buckets behind a CDN rewrite, on the real Deno function started here with the
// client-address settings of a two-proxy chain (TRUSTED_PROXY_HOPS=2), an edge header
// (CLIENT_IP_HEADER) trusted only on requests the edge signed (PROXY_SIGNING_SECRET), and
// FORM_MAX_PER_HOUR=2. The test plays the proxies: it sends the X-Forwarded-For they would pass
// on, the client's own forged entries first, and the edge's X-Nf-Sign as Netlify makes it. A
// caller skipping the edge is refused outright (issue 57 item 7), whatever it names.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { functionEnv, loadConfig } from '../../../scripts/stack/config.ts';
import { spawnFunction, type RunningFunction } from '../../../scripts/stack/functions.ts';
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts';
import { ORIGIN } from './http.ts';

const CDN = '198.51.100.20';
const PROXY_SIGNING_SECRET = 'api-test-proxy-signing-secret-0123456789';
const signature = () => new SignJWT({ deploy_context: 'production', site_url: ORIGIN })
  .setProtectedHeader({ alg: 'HS256' }).setIssuer('netlify').setIssuedAt().setExpirationTime('5m')
  .sign(new TextEncoder().encode(PROXY_SIGNING_SECRET));
let api: RunningFunction;
let base = '';
const output: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  const config = { ...loadConfig({}), siteUrl: ORIGIN };
  api = spawnFunction('api', {
    ...functionEnv(config, inject('dbUrl'), port),
    LOG_LEVEL: 'error', FORM_MAX_PER_HOUR: '2', TRUSTED_PROXY_HOPS: '2', CLIENT_IP_HEADER: 'x-nf-client-connection-ip',
    PROXY_SIGNING_SECRET,
  }, (line) => output.push(line));
  base = `http://127.0.0.1:${port}/api`;
  await waitForHttp(`${base}/health`, 90_000, api.alive).catch((e: Error) => {
    throw new Error(`${e.message}\n${output.slice(-20).join('\n')}`);
  });
}, 120_000);
afterAll(() => api?.stop());

let n = 0;
/** A newsletter sign-up as it reaches the function through the proxies (signed by the edge unless `headers` say otherwise). */
async function subscribe(headers: Record<string, string>) {
  const res = await fetch(`${base}/newsletter`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-nf-sign': await signature(), ...headers },
    body: JSON.stringify({ email: `bucket-${Date.now()}-${++n}@example.org` }),
  });
  return res.status;
}

describe('rate-limit buckets behind a CDN', () => {
  it('one client forging different X-Forwarded-For values stays in one bucket; its neighbour behind the CDN keeps its own', async () => {
    const client = '203.0.113.41';
    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2, 3.3.3.3', '4.4.4.4']) {
      statuses.push(await subscribe({ 'x-forwarded-for': `${forged}, ${client}, ${CDN}` }));
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(await subscribe({ 'x-forwarded-for': `203.0.113.42, ${CDN}` })).toBe(201);
  });

  it('with the edge header signed, X-Forwarded-For (forged or not) does not choose the bucket; each client has its own', async () => {
    const client = '203.0.113.51';
    const statuses = [];
    for (const forged of ['5.5.5.5', '6.6.6.6, 7.7.7.7', '8.8.8.8']) {
      statuses.push(await subscribe({ 'x-nf-client-connection-ip': client, 'x-nf-sign': await signature(), 'x-forwarded-for': `${forged}, ${client}, ${CDN}` }));
    }
    expect(statuses).toEqual([201, 201, 429]);
    // its neighbours behind the same edge, same chain: their own buckets
    for (const neighbour of ['203.0.113.52', '203.0.113.53']) {
      expect(await subscribe({ 'x-nf-client-connection-ip': neighbour, 'x-nf-sign': await signature(), 'x-forwarded-for': `${client}, ${CDN}` })).toBe(201);
    }
  });

  it('a caller skipping the edge is refused 403, unsigned or badly signed, and its refusals count no hit', async () => {
    const caller = '203.0.113.61';
    const forgedSignature = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('netlify').setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-guess-at-the-secret-0123456789abcdef'));
    const statuses = [];
    for (const [forged, sign] of [['10.0.0.1', ''], ['10.0.0.2', 'junk'], ['10.0.0.3', forgedSignature], ['10.0.0.4', '']] as const) {
      statuses.push(await subscribe({ 'x-nf-client-connection-ip': forged, 'x-nf-sign': sign, 'x-forwarded-for': `${caller}, ${CDN}` }));
    }
    expect(statuses).toEqual([403, 403, 403, 403]);
    // the caller's own address, through the edge, still has its whole allowance
    expect(await subscribe({ 'x-nf-client-connection-ip': caller, 'x-forwarded-for': `${caller}, ${CDN}` })).toBe(201);
    expect(await subscribe({ 'x-nf-client-connection-ip': caller, 'x-forwarded-for': `${caller}, ${CDN}` })).toBe(201);
  });
});
