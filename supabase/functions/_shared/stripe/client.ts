// The Stripe client for the edge runtime: fetch for HTTP, SubtleCrypto for webhook signatures,
// and STRIPE_API_BASE (protocol, host, port) so tests can point it at a loopback fake.
import Stripe from 'stripe';
import type { Config } from '../config.ts';

export type { Stripe };

export interface Payments {
  stripe: Stripe;
  webhookSecret: string;
  cryptoProvider: ReturnType<typeof Stripe.createSubtleCryptoProvider>;
}

/** Both keys, or payments are off (the donate API answers 503). */
export function paymentsConfigured(config: Config): boolean {
  return !!config.STRIPE_SECRET_KEY && !!config.STRIPE_WEBHOOK_SECRET;
}

function apiBase(base: string | undefined) {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443) } as const;
}

const cache = new Map<string, Payments>();

/** One client per secret key for the life of the function; null when payments are off. */
export function paymentsFor(config: Config): Payments | null {
  if (!paymentsConfigured(config)) return null;
  const key = `${config.STRIPE_SECRET_KEY}|${config.STRIPE_API_BASE ?? ''}`;
  let payments = cache.get(key);
  if (!payments) {
    payments = {
      stripe: new Stripe(config.STRIPE_SECRET_KEY!, {
        httpClient: Stripe.createFetchHttpClient(),
        maxNetworkRetries: 2,
        timeout: 15_000,
        telemetry: false,
        ...apiBase(config.STRIPE_API_BASE),
      }),
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    };
    cache.set(key, payments);
  }
  return payments;
}
