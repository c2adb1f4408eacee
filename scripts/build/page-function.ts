// The public pages rendered on request (issue 58): what the `render` Netlify Function answers
// (render-function.ts, bundled by the build beside dist/: production-serving.ts), and what the
// local host calls through its CDN stand-in (host/host-serving.ts, stand-ins/netlify-cdn-cache.ts). Each page is the
// entry-server's render of its path with its content read from /api, answered with:
// - the security headers every answer of the site has, and a Content-Security-Policy whose
//   script-src names exactly this page's inline scripts (the host's _headers never apply to a
//   function's answer: Netlify, "Custom headers": only to what it serves from its own storage);
// - `Cache-Control` that makes the browser revalidate, and for the CDN
//   `Netlify-CDN-Cache-Control: public, durable, s-maxage=<a year>, stale-while-revalidate=…`
//   with `Netlify-Cache-Tag`: the union of the tags of the /api answers the page was made from
//   (X-Cache-Tags: supabase/functions/_shared/http/shared-cache.ts), so a change that purges any
//   of them purges the page. A page made from an answer that changes with the clock (an event's
//   registration closing) is kept no longer than that answer (X-Cache-Fresh-For);
// - 404 with the not-found page for a path no route has and for an item /api does not have
//   (unknown, unpublished, deleted); 503 when a read failed. Neither is kept by the CDN, nor is a
//   page asked for with a query string (a link's token, a campaign's parameters: each would be
//   an entry of its own).
// /sitemap.xml is rendered the same way, tagged with the tables it lists.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Manifest } from '@tanstack/react-router'
import type * as ServerEntry from '../../src/entry-server.tsx'
import { localeOf } from '../../src/i18n/locale.ts'
import {
  CDN_CACHE_CONTROL, FRESH_FOR_HEADER, PRIVATE, REVALIDATE, TAGS_HEADER, YEAR_SECONDS,
} from '../../supabase/functions/_shared/http/shared-cache.ts'
import { tagHeader } from '../../supabase/functions/_shared/site/cache-tags.ts'
import { contentSecurityPolicy, headerRules, inlineScriptHashes, type HostEnv } from '../host/host-rules.ts'

/** What the build gives the function: the client build's route manifest and the variables its policies depend on. */
export type PageFunctionSettings = { manifest: Manifest; env: HostEnv }

/** Where a render reads /api: the URL of /api and the headers each read carries. */
export type ApiSource = { url: string; headers: Record<string, string> }

/** What one render read: the tags of the answers it used, and the shortest bounded lifetime among them. */
type Reads = { tags: Set<string>; freshFor?: number }
const reads = new AsyncLocalStorage<Reads>()

/**
 * Notes, for the render under way, what each /api answer says about its caching. The render's
 * reads go through the global fetch (src/lib/http.ts apiFetch); this wraps it once, passing every
 * call through unchanged.
 */
function noteApiAnswers(): void {
  const original = globalThis.fetch
  if ((original as { notesCacheTags?: true }).notesCacheTags) return
  const noting = Object.assign(async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const response = await original(input, init)
    const render = reads.getStore()
    if (render) {
      for (const tag of (response.headers.get(TAGS_HEADER) ?? '').split(',')) if (tag.trim()) render.tags.add(tag.trim())
      const freshFor = Number(response.headers.get(FRESH_FOR_HEADER) ?? Number.NaN)
      if (Number.isFinite(freshFor)) render.freshFor = Math.min(render.freshFor ?? freshFor, freshFor)
    }
    return response
  }, { notesCacheTags: true as const })
  globalThis.fetch = noting
}

/** The headers every answer of the site carries (host-rules.ts's rule for every path), but its policy. */
function securityHeaders(env: HostEnv): Record<string, string> {
  const everyPath = headerRules(env).find((rule) => rule.for === '/*')!.values
  return Object.fromEntries(Object.entries(everyPath).filter(([name]) => name !== 'Content-Security-Policy'))
}

/** How the CDN may keep an answer made from `render`'s reads; none for `keep: false`. */
function cacheHeaders(render: Reads, keep: boolean): Record<string, string> {
  if (!keep) return { 'Cache-Control': PRIVATE }
  const bounded = render.freshFor !== undefined && render.freshFor < YEAR_SECONDS
  return {
    'Cache-Control': REVALIDATE,
    'Netlify-CDN-Cache-Control': bounded ? `public, durable, s-maxage=${render.freshFor}` : CDN_CACHE_CONTROL,
    'Netlify-Cache-Tag': tagHeader(render.tags),
    [TAGS_HEADER]: tagHeader(render.tags),
  }
}

export type PageFunction = (request: Request, api: ApiSource) => Promise<Response>

/** The function's handler: `entry` is the bundled entry-server. */
export function pageFunction(entry: typeof ServerEntry, { manifest, env }: PageFunctionSettings): PageFunction {
  noteApiAnswers()
  const security = securityHeaders(env)
  const answer = async (request: Request, api: ApiSource) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', ...security, 'Cache-Control': PRIVATE } })
    }
    const url = new URL(request.url)
    const render: Reads = { tags: new Set() }
    return reads.run(render, async () => {
      entry.readApiFrom(api.url, api.headers)
      if (url.pathname === '/sitemap.xml') {
        const sitemap = entry.crawlerFiles(await entry.sitePages())['sitemap.xml']
        return new Response(request.method === 'HEAD' ? null : sitemap, {
          headers: { 'Content-Type': 'application/xml', ...security, ...cacheHeaders(render, !url.search) },
        })
      }
      const site = await entry.fetchSite(localeOf(url.pathname))
      const page = await entry.renderPage(`${url.pathname}${url.search}`, { manifest, site })
      const failed = page.failedQueries.length > 0
      const status = failed ? 503 : page.status
      const headers: Record<string, string> = {
        'Content-Type': 'text/html; charset=utf-8',
        ...security,
        'Content-Security-Policy': contentSecurityPolicy(env, [...new Set(inlineScriptHashes(page.html))]),
        ...cacheHeaders(render, status === 200 && !url.search),
        ...(failed && { 'Retry-After': '5' }),
      }
      return new Response(request.method === 'HEAD' ? null : page.html, { status, headers })
    })
  }
  return (request, api) => answer(request, api).catch((error: unknown) => {
    console.error(`render ${request.url}: ${(error as Error).stack ?? String(error)}`)
    return new Response('This page could not be made just now. Please try again in a moment.', {
      status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...security, 'Cache-Control': PRIVATE, 'Retry-After': '5' },
    })
  })
}
