// A second Deno `api` instance for the donation tests, with Stripe keys and STRIPE_API_BASE
// pointing at the in-process fake; plus signed webhook deliveries.
import Stripe from 'stripe';
import { inject } from 'vitest';
import { loadConfig } from '../../../scripts/stack/config.ts';
import { testFunctionEnv } from '../../../scripts/testing/function-env.ts';
import { spawnFunction, type RunningFunction } from '../../../scripts/stack/functions.ts';
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts';
import { Client, ORIGIN, type Answer } from './http.ts';

export const WEBHOOK_SECRET = 'whsec_test_donations_secret';

export interface PaymentsApi {
  url: string;
  post: (path: string, body: unknown) => Promise<Answer>;
  get: (path: string) => Promise<Answer>;
  /** A delivery the way Stripe sends it: no Origin, the raw text as signed. */
  webhook: (event: { payload: string; headers: Record<string, string> }) => Promise<Answer>;
  stop: () => Promise<void>;
}

export async function startPaymentsApi(stripeBase: string): Promise<PaymentsApi> {
  const port = await freePort();
  const config = { ...loadConfig({}), mailDir: inject('mailDir'), siteUrl: ORIGIN };
  const output: string[] = [];
  const api: RunningFunction = spawnFunction('api', {
    ...testFunctionEnv(config, inject('dbUrl'), port),
    STRIPE_SECRET_KEY: 'sk_test_fake_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeBase,
    FORM_MAX_PER_HOUR: '100000',
    CHALLENGE_MAX_COUNTER: '10',
  }, (line) => output.push(line));
  const url = `http://127.0.0.1:${port}/api`;
  try {
    await waitForHttp(`${url}/health`, 90_000, api.alive);
  } catch (error) {
    await api.stop();
    throw new Error(`${(error as Error).message}\n${output.slice(-40).join('\n')}`);
  }
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = { origin: ORIGIN }) => {
    const res = await fetch(url + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };
  return {
    url,
    // as the app sends a gift: with a solved proof-of-work (http.ts)
    post: (path, body) => new Client(undefined, (p, init) => fetch(url + p, init)).post(path, body),
    get: (path) => call('GET', path),
    webhook: (event) => call('POST', '/stripe/webhook', event.payload, event.headers),
    stop: () => api.stop(),
  };
}

let eventCounter = 0;
/** A Stripe event about `object`, as Stripe would deliver it: JSON text plus its signature. */
export function signedEvent(type: string, object: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_test_${Date.now()}_${++eventCounter}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json; charset=utf-8' } };
}
