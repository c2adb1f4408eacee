// Whether a request came through our edge: Netlify's signed proxy rewrite (dist/_redirects:
// `Sign=PROXY_SIGNING_SECRET`) adds X-Nf-Sign, a JWT signed HS256 with that secret, issuer
// "netlify", valid for a few minutes. A caller who skips the edge and calls the function's own
// address cannot make one, so only a signed request may name its client in CLIENT_IP_HEADER;
// any other is keyed as the proxy chain alone would key it (client-address.ts).
import { jwtVerify } from 'jose';
import type { ClientAddressConfig } from './client-address.ts';

export const PROXY_SIGNATURE_HEADER = 'x-nf-sign';
export const PROXY_SIGNATURE_ISSUER = 'netlify';

type Settings = ClientAddressConfig & { PROXY_SIGNING_SECRET?: string | undefined };

/** True when `token` is a signature of our edge: HS256 with `secret`, issuer netlify, not expired. */
export async function signedByEdge(token: string | undefined, secret: string): Promise<boolean> {
  if (!token) return false;
  try {
    await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'], issuer: PROXY_SIGNATURE_ISSUER });
    return true;
  } catch {
    return false;
  }
}

/**
 * The client-address settings for one request: without PROXY_SIGNING_SECRET as configured;
 * with it, CLIENT_IP_HEADER only when the request carries a valid signature.
 */
export async function addressSettingsFor(signature: string | undefined, config: Settings): Promise<ClientAddressConfig> {
  const { TRUSTED_PROXY_HOPS, CLIENT_IP_HEADER, PROXY_SIGNING_SECRET } = config;
  const vouched = !CLIENT_IP_HEADER || !PROXY_SIGNING_SECRET || await signedByEdge(signature, PROXY_SIGNING_SECRET);
  return { TRUSTED_PROXY_HOPS, CLIENT_IP_HEADER: vouched ? CLIENT_IP_HEADER : undefined };
}
