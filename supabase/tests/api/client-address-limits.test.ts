// Rate-limit buckets behind a CDN rewrite, on the real Deno function started here with the
// client-address settings of a two-proxy chain (TRUSTED_PROXY_HOPS=2) and an edge header
// (CLIENT_IP_HEADER), and FORM_MAX_PER_HOUR=2. The test plays the proxies: it sends the
// X-Forwarded-For they would pass on, the client's own forged entries first.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { functionEnv, loadConfig } from '../../../scripts/stack/config.ts';
import { spawnFunction, type RunningFunction } from '../../../scripts/stack/functions.ts';
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts';
import { ORIGIN } from './http.ts';

const CDN = '198.51.100.20';
let api: RunningFunction;
let base = '';
const output: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  const config = { ...loadConfig({}), siteUrl: ORIGIN };
  api = spawnFunction('api', {
    ...functionEnv(config, inject('dbUrl'), port),
    LOG_LEVEL: 'error', FORM_MAX_PER_HOUR: '2', TRUSTED_PROXY_HOPS: '2', CLIENT_IP_HEADER: 'x-nf-client-connection-ip',
  }, (line) => output.push(line));
  base = `http://127.0.0.1:${port}/api`;
  await waitForHttp(`${base}/health`, 90_000, api.alive).catch((e: Error) => {
    throw new Error(`${e.message}\n${output.slice(-20).join('\n')}`);
  });
}, 120_000);
afterAll(() => api?.stop());

let n = 0;
/** A newsletter sign-up as it reaches the function through the proxies. */
async function subscribe(headers: Record<string, string>) {
  const res = await fetch(`${base}/newsletter`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
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

  it('with the edge header, X-Forwarded-For (forged or not) does not choose the bucket', async () => {
    const client = '203.0.113.51';
    const statuses = [];
    for (const forged of ['5.5.5.5', '6.6.6.6, 7.7.7.7', '8.8.8.8']) {
      statuses.push(await subscribe({ 'x-nf-client-connection-ip': client, 'x-forwarded-for': `${forged}, ${client}, ${CDN}` }));
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(await subscribe({ 'x-nf-client-connection-ip': '203.0.113.52', 'x-forwarded-for': `203.0.113.52, ${CDN}` })).toBe(201);
  });
});
