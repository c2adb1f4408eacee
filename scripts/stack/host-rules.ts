// The static host's rules, as data: the one source of dist/_redirects and dist/_headers (Netlify's
// format), which the build writes (production-serving.ts) and the local production server applies
// with Netlify's own parsers (host-serving.ts), so the end-to-end tests run under the deployed rules.
//
// Routing, first match wins; a file that exists at the path (or <path>/index.html, how the
// prerendered pages are stored) wins over every rule, since none is forced:
// - /api/* is proxied (200) to the `api` edge function, on the same origin so its cookies work:
//   https://<SUPABASE_PROJECT_REF>.supabase.co/functions/v1/api/:splat when the build is given
//   the project's ref (npm run deploy passes it); a build without one is a local build, whose
//   /api goes to the local function at http://127.0.0.1:<API_PORT, default 54321>/api/:splat,
//   where `npm start -- --prod` and the end-to-end stack run it.
//   The rule is signed (`Sign=PROXY_SIGNING_SECRET`): the host adds X-Nf-Sign, a JWT signed with
//   that environment variable's value, which the function checks before it trusts the host's
//   client-address header (supabase/functions/_shared/http/proxy-signature.ts). Local builds are
//   signed too; the local host (host-serving.ts) signs like Netlify.
// - /media/* (the media library's images) is proxied the same way to the function's /api/media/:splat;
// - a missing /assets/* file answers 404 (never a page: a stale chunk must fail as one);
// - every path without a prerendered page of its own (the admin area, a slug newer than the
//   build, a page that does not exist) gets the SPA shell, which renders it in the browser; never
//   the prerendered home page.
//
// Headers: every answer the host serves itself carries the security headers below; hashed
// /assets/* are cached for a year. Nothing else sets Cache-Control, so pages get the host's
// default, revalidated on each visit. No two rules set the same header: where several rules
// match a path, hosts differ on whether values are merged. Headers never apply to proxied
// answers (Netlify: "custom headers apply only to files Netlify serves from our own backing
// store"); /api sets its own.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SPA_SHELL } from './prerender.ts'

/** The build's inputs the rules depend on (environment variables). */
export type HostEnv = {
  /** "true" in a build on Netlify (Netlify's build environment sets it) */
  NETLIFY?: string
  SUPABASE_PROJECT_REF?: string
  API_PORT?: string
  VITE_STRIPE_PUBLISHABLE_KEY?: string
  VITE_GA_MEASUREMENT_ID?: string
}

/** The environment variable whose value signs proxied /api requests, on the host and in the function. */
export const PROXY_SIGNING_VARIABLE = 'PROXY_SIGNING_SECRET'

export type RedirectRule = { from: string; to: string; status: 200 | 404; signed?: string }
export type HeaderRule = { for: string; values: Record<string, string> }

export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** What Netlify sends as Cache-Control when no rule sets one; the local server does the same. */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/**
 * A build on Netlify is the deployed site: without the project's ref its /api would go to
 * 127.0.0.1 and its prerender would start a local database. Throws the line naming the variable.
 */
export function requireProjectRefOnNetlify(env: HostEnv): void {
  if (env.NETLIFY?.trim() === 'true' && !env.SUPABASE_PROJECT_REF?.trim()) {
    throw new Error("SUPABASE_PROJECT_REF is not set: a build on Netlify needs the Supabase project's ref (the <ref> of https://<ref>.supabase.co) in the site's environment, or its /api would point at 127.0.0.1. npm run deploy sets it (step host-env); else set it under Site configuration → Environment variables.")
  }
}

/** Where /api/* goes: the project's function, or the local one for a build without a project ref (never on Netlify). */
export function apiTarget(env: HostEnv): string {
  requireProjectRefOnNetlify(env)
  const ref = env.SUPABASE_PROJECT_REF?.trim()
  if (!ref) return `http://127.0.0.1:${Number(env.API_PORT || 54321)}/api`
  if (!/^[a-z0-9]+$/.test(ref)) {
    throw new Error(`SUPABASE_PROJECT_REF must be the project's reference (the <ref> of https://<ref>.supabase.co: lowercase letters and digits), not '${ref}'.`)
  }
  return `https://${ref}.supabase.co/functions/v1/api`
}

export function redirectRules(env: HostEnv): RedirectRule[] {
  return [
    { from: '/api/*', to: `${apiTarget(env)}/:splat`, status: 200, signed: PROXY_SIGNING_VARIABLE },
    // The media library's images on the site's own origin (no new CSP origin): the function's
    // /api/media, which reads Storage as a visitor, so only published images are served.
    { from: '/media/*', to: `${apiTarget(env)}/media/:splat`, status: 200 },
    { from: '/assets/*', to: `/${SPA_SHELL}`, status: 404 },
    { from: '/*', to: `/${SPA_SHELL}`, status: 200 },
  ]
}

// Third-party origins, each only where the site uses it: Every.org's donate widget on every page
// (features/site/every-org.ts: its script, which opens the donation form in a frame from
// www.every.org), Stripe's Payment Element on /donate when the build has a publishable key (its
// script, its frames, its API; Stripe's CSP guide), Google Analytics when the build has a
// measurement id (gtag.js and where it sends hits; Google's CSP guide for GA4).
const EVERY_ORG = { script: ['https://embeds.every.org'], frame: ['https://www.every.org'] }
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
}

const stripeConfigured = (env: HostEnv) => !!env.VITE_STRIPE_PUBLISHABLE_KEY?.trim()
const analyticsConfigured = (env: HostEnv) => !!env.VITE_GA_MEASUREMENT_ID?.trim()

/**
 * The page's Content-Security-Policy: scripts only from the site itself, the inline scripts the
 * build wrote (by hash) and the origins in use; styles may be inline (Emotion writes <style> tags
 * at run time; the rule against inline code is for scripts).
 */
export function contentSecurityPolicy(env: HostEnv, inlineScriptHashes: readonly string[]): string {
  const used = [EVERY_ORG, ...(stripeConfigured(env) ? [STRIPE] : []), ...(analyticsConfigured(env) ? [ANALYTICS] : [])]
  const from = (kind: 'script' | 'frame' | 'connect' | 'img') => used.flatMap((origins) => (origins as Partial<Record<typeof kind, string[]>>)[kind] ?? [])
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...from('script')],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...from('img')],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...from('connect')],
    'frame-src': [...new Set(from('frame'))],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives).map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/** Payment is Stripe's frames' only (Apple Pay, Google Pay) when payments are on; camera, microphone and location are nobody's. */
export function permissionsPolicy(env: HostEnv): string {
  const payment = stripeConfigured(env) ? '(self "https://js.stripe.com")' : '()'
  return `camera=(), microphone=(), geolocation=(), payment=${payment}`
}

export function headerRules(env: HostEnv, inlineScriptHashes: readonly string[]): HeaderRule[] {
  return [
    {
      for: '/*',
      values: {
        'Content-Security-Policy': contentSecurityPolicy(env, inlineScriptHashes),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': permissionsPolicy(env),
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { for: '/assets/*', values: { 'Cache-Control': IMMUTABLE } },
  ]
}

// The types under which a <script> runs (HTML's "prepare the script element": a JavaScript MIME
// type essence, "module", "importmap", "speculationrules"; no type or an empty one means
// JavaScript). Any other type (application/ld+json) makes a data block, which is never run, so
// CSP's script-src never applies to it: hashing it would only grow the header with every page.
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript',
  'text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2',
  'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript',
  'text/x-ecmascript', 'text/x-javascript', 'module', 'importmap', 'speculationrules',
])

/** True when a <script> with these attributes runs (is not a data block). */
export function runsAsScript(attributes: string): boolean {
  const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes)
  if (!type) return true
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase()
  return value === '' || JAVASCRIPT_TYPES.has(value)
}

/** CSP hash sources ('sha256-…') of a page's inline scripts that run (not JSON-LD or other data blocks), in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!) && runsAsScript(attributes!))
    .map(([, , body]) => `sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`)
}

export function redirectsFile(rules: readonly RedirectRule[]): string {
  const lines = rules.map(({ from, to, status, signed }) => `${from}  ${to}  ${status}${signed ? `  Sign=${signed}` : ''}`)
  return `# Written by the build from scripts/stack/host-rules.ts; do not edit.\n${lines.join('\n')}\n`
}

export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
  return `# Written by the build from scripts/stack/host-rules.ts; do not edit.\n${blocks.join('\n')}\n`
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* htmlFiles(full)
    else if (name.endsWith('.html')) yield full
  }
}

/** Writes dist/_redirects and dist/_headers for the built pages (after prerendering, so every inline script is there). */
export function writeHostRules(outDir: string, env: HostEnv): void {
  const hashes = [...new Set([...htmlFiles(outDir)].sort().flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))))]
  writeFileSync(path.join(outDir, '_redirects'), redirectsFile(redirectRules(env)))
  writeFileSync(path.join(outDir, '_headers'), headersFile(headerRules(env, hashes)))
}
