// Whether a request came through our edge: Netlify's signed proxy rewrite (dist/_redirects:
// `Sign=PROXY_SIGNING_SECRET`) adds X-Nf-Sign, a JWT signed HS256 with that secret, issuer
// "netlify", valid for a few minutes. A caller who skips the edge and calls the function's own
// address (<ref>.supabase.co/functions/v1/api) cannot make one. With PROXY_SIGNING_SECRET set
// (required for a public site: config.ts misconfiguration()), such a request is refused 403
// before anything else runs (issue 57 item 7), except on the paths that keep their own checks:
// the health check (monitors and the deploy's smoke step call it; it says whether the request was
// signed) and Stripe's webhook (Stripe signs it itself). Only a signed request may name its client
// in CLIENT_IP_HEADER; any other is keyed as the proxy chain alone would key it (client-address.ts).
import { jwtVerify } from 'jose';
import type { MiddlewareHandler } from 'hono';
import type { ClientAddressConfig } from './client-address.ts';
import type { AppEnv } from './context.ts';

export const PROXY_SIGNATURE_HEADER = 'x-nf-sign';
export const PROXY_SIGNATURE_ISSUER = 'netlify';
/** The answer to a request that did not come through the site while the function requires it. */
export const UNSIGNED_REQUEST = 'Requests must be sent through the site.';
/** Served without the edge's signature: each checks its caller its own way. */
export const UNSIGNED_PATHS: readonly string[] = ['/api/health', '/api/stripe/webhook'];

type Settings = ClientAddressConfig & { PROXY_SIGNING_SECRET?: string | undefined };

/** The HMAC key of each secret, imported once (jose would import it again at every verification). */
const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    keys.set(secret, key);
  }
  return key;
};
/**
 * Signatures already verified, by secret and token, with their expiry (seconds): a token is the
 * same bytes until it expires, so its check answers the same until then and need not be redone
 * for each request it signs. Only tokens with an expiry are kept, at most MAX_VERIFIED at a time.
 */
const verified = new Map<string, number>();
const MAX_VERIFIED = 1000;

/** True when `token` is a signature of our edge: HS256 with `secret`, issuer netlify, not expired. */
export async function signedByEdge(token: string | undefined, secret: string): Promise<boolean> {
  if (!token) return false;
  const known = verified.get(`${secret}\n${token}`);
  if (known !== undefined) {
    if (Date.now() / 1000 < known) return true;
    verified.delete(`${secret}\n${token}`);
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'], issuer: PROXY_SIGNATURE_ISSUER });
    if (typeof payload.exp === 'number') {
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(`${secret}\n${token}`, payload.exp);
    }
    return true;
  } catch {
    return false;
  }
}

/** The request carries a valid signature of our edge (false when no secret is configured). */
export const requestSignedByEdge = async (signature: string | undefined, config: Settings): Promise<boolean> =>
  !!config.PROXY_SIGNING_SECRET && await signedByEdge(signature, config.PROXY_SIGNING_SECRET);

/**
 * The client-address settings for one request: without PROXY_SIGNING_SECRET as configured;
 * with it, CLIENT_IP_HEADER only when the request is signed.
 */
export function addressSettingsFor(signed: boolean, config: Settings): ClientAddressConfig {
  const { TRUSTED_PROXY_HOPS, CLIENT_IP_HEADER, PROXY_SIGNING_SECRET } = config;
  const vouched = !CLIENT_IP_HEADER || !PROXY_SIGNING_SECRET || signed;
  return { TRUSTED_PROXY_HOPS, CLIENT_IP_HEADER: vouched ? CLIENT_IP_HEADER : undefined };
}

/** With PROXY_SIGNING_SECRET set, refuses an unsigned request (403) outside UNSIGNED_PATHS. */
export const edgeOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('deps').config.PROXY_SIGNING_SECRET && !c.get('edgeSigned') && !UNSIGNED_PATHS.includes(c.req.path)) {
    return c.json({ error: UNSIGNED_REQUEST }, 403, { 'Cache-Control': 'no-store' });
  }
  await next();
};
