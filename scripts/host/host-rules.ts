// The static host's rules, as data: the one source of dist/_redirects and dist/_headers (Netlify's
// format), which the build writes (production-serving.ts) and the local production server applies
// with Netlify's own parsers (host-serving.ts), so the end-to-end tests run under the deployed rules.
//
// Routing: the public pages are the `render` function's (render-config.ts: every path but
// /api/*, /media/*, /assets/* and the staff area, after a file of the build); for the rest, first
// match wins, and a file that exists at the path wins over every rule, since none is forced:
// - /api/* is proxied (200) to the `api` edge function, on the same origin so its cookies work:
//   https://<SUPABASE_PROJECT_REF>.supabase.co/functions/v1/api/:splat when the build is given
//   the project's ref (npm run deploy passes it); a build without one is a local build, whose
//   /api goes to the local function at http://127.0.0.1:<API_PORT, default 54321>/api/:splat,
//   where `npm start -- --prod` and the end-to-end stack run it.
//   The rule is signed (`Sign=PROXY_SIGNING_SECRET`): the host adds X-Nf-Sign, a JWT signed with
//   that environment variable's value, which the function checks before it trusts the host's
//   client-address header (supabase/functions/_shared/http/proxy-signature.ts). Local builds are
//   signed too; the local host (host-serving.ts) signs like Netlify.
// - /media/* (the media library's images) is proxied the same way, signed too (the function refuses
//   unsigned requests), to the function's /api/media/:splat;
// - the feeds' addresses (/blog/feed.xml, /blog/atom.xml, /events/calendar.ics and their /es/
//   twins: supabase/functions/_shared/contract/feeds.ts) are proxied, signed, to /api/feeds/…;
// - a missing /assets/* file answers 404 (never a page: a stale chunk must fail as one);
// - every other path (the staff area) gets the SPA shell, which renders it in the browser.
//
// Headers: every answer the host serves itself carries the security headers below; hashed
// /assets/* are cached for a year. Nothing else sets Cache-Control, so pages get the host's
// default, revalidated on each visit. Headers never apply to proxied answers (Netlify: "custom
// headers apply only to files Netlify serves from our own backing store"); /api sets its own.
//
// A page the render function answers carries its own headers (page-function.ts: these security
// headers, and a policy naming exactly its inline scripts), since Netlify applies these rules to
// files only. The build writes no page, so the rules below name none; headerRules still takes
// pages for a build folder that has some. Content-Security-Policy, whose script-src names each
// page's inline scripts by hash (the router's stream parts and the start stage differ from page to
// page), is set in one rule per page file, for its path (and <path>/index.html, the same file),
// so no header grows with the site. Where
// several rules set one header on a path, Netlify's docs do not say whether its CDN keeps the last
// value or joins them with a comma (Netlify's local servers keep the last; other hosts of this
// format join them, which for this header means both policies are enforced: effective-policy.ts),
// so the rules mean the same either way:
// - `/*` sets the policy every page shares, whose script-src allows the site's scripts and inline
//   ones (no hash, so 'unsafe-inline' counts): alone it never blocks a page's own inline scripts;
// - a page's rule, after it, sets the same policy with script-src naming that page's hashes
//   instead: kept last, it is the page's whole policy; joined, it narrows `/*`'s to the same;
// - the SPA shell, served at every path without a page of its own (admin, a slug newer than the
//   build, a page that does not exist), carries its hashes in a <meta http-equiv> policy of its
//   own (script-src only: `/*` gives every other directive, frame-ancestors among them, which a
//   meta policy cannot), so it runs its own inline scripts and no other whichever rule it gets;
// - the staff area's rules (STAFF_AREA_RULES), last, set the shell's policy with no third-party
//   origin at all (issue 57): kept last, it is the admin document's whole header policy; joined,
//   it narrows `/*`'s to the same. The shell's meta policy, which names the public site's third
//   parties (a slug newer than the build may show a Donate button), is enforced beside it, and
//   a script must pass both, so none of them reaches an admin document either way.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SPA_SHELL } from './spa-shell.ts'
import { FEED_ADDRESSES } from '../../supabase/functions/_shared/contract/feeds.ts'

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
    { from: '/media/*', to: `${apiTarget(env)}/media/:splat`, status: 200, signed: PROXY_SIGNING_VARIABLE },
    // The feeds at their own addresses (/blog/feed.xml, /es/events/calendar.ics…), made by the function.
    ...FEED_ADDRESSES.map(({ path: from, api }) => ({ from, to: `${apiTarget(env)}${api}`, status: 200 as const, signed: PROXY_SIGNING_VARIABLE })),
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
 * What a policy's script-src allows inline: the hash sources ('sha256-…') of the inline scripts
 * one document may run, or 'any' (the rule every path gets, which pages' and the shell's own
 * policies narrow).
 */
export type InlineScripts = readonly string[] | 'any'

/** The script-src sources: the site's own scripts, the inline ones allowed, the third-party origins in use. */
function scriptSources(env: HostEnv, inline: InlineScripts, area: PolicyArea): string[] {
  const inlineSources = inline === 'any' ? ["'unsafe-inline'"] : inline.map((hash) => `'${hash}'`)
  return [...new Set(["'self'", ...inlineSources, ...usedOrigins(env, 'script', area)])]
}

/**
 * Where a policy applies: the public site, with the third parties it uses, or the staff area
 * (the admin's documents: issue 57), with none. The app never loads third-party code in a staff
 * document and enters or leaves the area through a new document (src/lib/staff-area.ts).
 */
export type PolicyArea = 'public' | 'staff'

function usedOrigins(env: HostEnv, kind: 'script' | 'frame' | 'connect' | 'img', area: PolicyArea): string[] {
  if (area === 'staff') return []
  const used = [EVERY_ORG, ...(stripeConfigured(env) ? [STRIPE] : []), ...(analyticsConfigured(env) ? [ANALYTICS] : [])]
  return used.flatMap((origins) => (origins as Partial<Record<typeof kind, string[]>>)[kind] ?? [])
}

/**
 * The Content-Security-Policy: scripts only from the site itself, the inline scripts allowed and
 * the origins in use (none in the staff area); styles may be inline (Emotion writes <style> tags
 * at run time; the rule against inline code is for scripts).
 */
export function contentSecurityPolicy(env: HostEnv, inline: InlineScripts, area: PolicyArea = 'public'): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSources(env, inline, area),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...usedOrigins(env, 'img', area)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...usedOrigins(env, 'connect', area)],
    'frame-src': usedOrigins(env, 'frame', area),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives).map(([name, sources]) => `${name} ${sources.length ? [...new Set(sources)].join(' ') : "'none'"}`).join('; ')
}

/** The SPA shell's own policy, for its <meta http-equiv>: script-src alone (`/*` gives the rest). */
export function shellScriptPolicy(env: HostEnv, shellHashes: readonly string[]): string {
  return `script-src ${scriptSources(env, shellHashes, 'public').join(' ')}`
}

/**
 * The staff area's paths as `_headers` rules (src/lib/staff-area.ts): /admin and /admin-login (the
 * guard's way in), and their /es/ addresses, which the router reads as the same screens. The SPA
 * shell answers them all.
 */
export const STAFF_AREA_RULES = ['/admin/*', '/admin-login/*', '/es/admin/*', '/es/admin-login/*']

/** Payment is Stripe's frames' only (Apple Pay, Google Pay) when payments are on; camera, microphone and location are nobody's. */
export function permissionsPolicy(env: HostEnv): string {
  const payment = stripeConfigured(env) ? '(self "https://js.stripe.com")' : '()'
  return `camera=(), microphone=(), geolocation=(), payment=${payment}`
}

/** A prerendered page's URL path and the hash sources of its inline scripts. */
export type PageScripts = { path: string; hashes: readonly string[] }

// A path Netlify's parser would read as a pattern (`:name`, `*`) or not as one path.
const LITERAL_PATH = /^\/(?:[A-Za-z0-9._~-]+\/?)*$/

/**
 * `shellHashes`: the SPA shell's inline scripts, which each page's policy allows too. The shell is
 * served at any path without a file, and a page's rule also matches such a path when it differs
 * only in case (Netlify's rules match regardless of case, its files by exact name): /About gets
 * /about's rule with the shell. They are the site's own start-up code, which runs at any unknown
 * path anyway.
 */
export function headerRules(env: HostEnv, pages: readonly PageScripts[] = [], shellHashes: readonly string[] = []): HeaderRule[] {
  return [
    {
      for: '/*',
      values: {
        'Content-Security-Policy': contentSecurityPolicy(env, 'any'),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': permissionsPolicy(env),
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { for: '/assets/*', values: { 'Cache-Control': IMMUTABLE } },
    ...pages.map(({ path: urlPath, hashes }) => {
      if (!LITERAL_PATH.test(urlPath)) throw new Error(`A built page's path cannot be a _headers rule of its own: '${urlPath}' (a rule's path is read as a pattern; slugs are letters, digits and hyphens).`)
      return { for: urlPath, values: { 'Content-Security-Policy': contentSecurityPolicy(env, [...new Set([...hashes, ...shellHashes])]) } }
    }),
    ...STAFF_AREA_RULES.map((rule) => ({ for: rule, values: { 'Content-Security-Policy': contentSecurityPolicy(env, shellHashes, 'staff') } })),
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
  return `# Written by the build from scripts/host/host-rules.ts; do not edit.\n${lines.join('\n')}\n`
}

export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
  return `# Written by the build from scripts/host/host-rules.ts; do not edit.\n${blocks.join('\n')}\n`
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* htmlFiles(full)
    else if (name.endsWith('.html')) yield full
  }
}

/** The URL paths the host serves a built HTML file at (relative to the build folder, with /): its own, and its folder's for an index.html. */
export function servedAt(file: string): string[] {
  const own = `/${file}`
  const folder = /^(?:(.*)\/)?index\.html$/.exec(file)
  return folder ? [`/${folder[1] ?? ''}`, own] : [own]
}

/** `html` with `policy` as a <meta http-equiv> policy at the start of its head, before any script (a meta policy covers only what follows it). */
export function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`
  const without = html.replace(/<meta\b[^>]*\bhttp-equiv\s*=\s*["']?content-security-policy\b[^>]*>/gi, '')
  // After <head> and its <meta charset> (which must come first); in a document without a <head> tag, after <!doctype>/<html> (the head is implied).
  const at = /^(?:\s*<!doctype[^>]*>)?(?:\s*<html\b[^>]*>)?(?:\s*<head\b[^>]*>)?(?:\s*<meta\s+charset\s*=[^>]*>)?/i.exec(without)![0].length
  return `${without.slice(0, at)}${meta}${without.slice(at)}`
}

/**
 * Writes dist/_redirects and dist/_headers for the built pages, and the SPA shell's own policy into
 * it (after prerendering, so every inline script is there; before precompressing).
 */
export function writeHostRules(outDir: string, env: HostEnv): void {
  const shellFile = path.join(outDir, SPA_SHELL)
  if (!existsSync(shellFile)) throw new Error(`${outDir} has no SPA shell (${SPA_SHELL}): the host rules are written after the prerender.`)
  const shellHtml = readFileSync(shellFile, 'utf8')
  const shellHashes = [...new Set(inlineScriptHashes(shellHtml))]
  const pages = [...htmlFiles(outDir)].sort()
    .filter((file) => file !== shellFile)
    .flatMap((file) => {
      const hashes = [...new Set(inlineScriptHashes(readFileSync(file, 'utf8')))]
      return servedAt(path.relative(outDir, file).split(path.sep).join('/')).map((urlPath) => ({ path: urlPath, hashes }))
    })
  writeFileSync(shellFile, withMetaPolicy(shellHtml, shellScriptPolicy(env, shellHashes)))
  writeFileSync(path.join(outDir, '_redirects'), redirectsFile(redirectRules(env)))
  writeFileSync(path.join(outDir, '_headers'), headersFile(headerRules(env, pages, shellHashes)))
}
