// X-Nf-Sign as Netlify's signed proxy rewrite makes it (`Sign=VAR` in _redirects: a JWS, HS256
// with VAR's value, issuer "netlify", valid a few minutes; Netlify's docs, "Rewrites and proxies",
// signed proxy redirects). Made here for what reaches the `api` function without Netlify in front:
// the local host (host-serving.ts) and the dev server's proxy (vite.config.ts), as Netlify would,
// and the build's prerender and the dev server's page rendering, which read their content straight
// from the function (content-api.ts, production-serving.ts), which
// refuses unsigned requests whenever PROXY_SIGNING_SECRET is set
// (supabase/functions/_shared/http/proxy-signature.ts).
import type { IncomingMessage } from 'node:http'
import { SignJWT } from 'jose'

export const EDGE_SIGNATURE_HEADER = 'x-nf-sign'

/** A signature for `siteUrl`'s requests, valid for `expiresIn` (a jose time span, e.g. '5m'). */
export function edgeSignature(secret: string, siteUrl: string, expiresIn = '5m'): Promise<string> {
  return new SignJWT({ deploy_context: 'dev', site_url: siteUrl })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('netlify')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret))
}

/** The headers of a read made straight at the function: the signature, or none without a secret. */
export async function edgeHeaders(secret: string | undefined, siteUrl: string, expiresIn = '5m'): Promise<Record<string, string>> {
  return secret ? { [EDGE_SIGNATURE_HEADER]: await edgeSignature(secret, siteUrl, expiresIn) } : {}
}

/**
 * Vite's `bypass` hook of a proxy rule, run (and awaited) before each request is proxied: the
 * request gets the headers Netlify's signed rule gives it (its client's address, the signature,
 * whatever the client sent under those names replaced); a dev server without the secret signs nothing.
 */
export function signLikeNetlify(secret: string | undefined, siteUrl: string) {
  return async (req: IncomingMessage): Promise<undefined> => {
    delete req.headers[EDGE_SIGNATURE_HEADER]
    delete req.headers['x-nf-client-connection-ip']
    if (!secret) return undefined
    if (req.socket.remoteAddress) req.headers['x-nf-client-connection-ip'] = req.socket.remoteAddress
    req.headers[EDGE_SIGNATURE_HEADER] = await edgeSignature(secret, siteUrl)
    return undefined
  }
}
