// Netlify's CDN cache, locally (issue 58): in front of the page function and the proxied /api,
// as Netlify keeps their answers, so the local stack and the end-to-end tests see a page served
// from the cache until a change purges its tags. From Netlify's docs ("Caching overview", "Cache
// key variations", "On-demand invalidation", docs.netlify.com/build/caching/):
// - only GET answers are kept, and only when they say so: Netlify-CDN-Cache-Control, else
//   CDN-Cache-Control, else Cache-Control; `private`, `no-store` or `no-cache` keep nothing;
// - fresh for `s-maxage` (else `max-age`) seconds; for `stale-while-revalidate` seconds more the
//   stale copy is served while one request refreshes it in the background;
// - the key is the path and the query (Netlify-Vary `query=a|b` keeps only those parameters),
//   the request headers the answer's Vary names and Netlify-Vary's `header=`, `language=` and
//   `cookie=`;
// - Netlify-Cache-Tag / Cache-Tag name an answer for a purge by tag; Netlify-CDN-Cache-Control,
//   CDN-Cache-Control, Netlify-Cache-Tag, Cache-Tag and Netlify-Vary are removed from what the
//   client receives;
// - each answer says what the cache did in Cache-Status (RFC 9211): `"Netlify Edge"; hit`, or
//   `"Netlify Edge"; fwd=miss` (or `fwd=stale`) when the origin answered.
// Not from those pages: a text answer the origin did not compress reaches the client compressed as
// it accepts (brotli, else gzip), as the local host sent it before the cache did it
// (host-serving.ts); the key of a kept answer holds no encoding, so every encoding is one entry.
// A kept answer is kept ready to send: the client's copy of it (without the CDN's own headers, its
// Cache-Status, compressed for each encoding asked for) is made once, at its first hit in that
// encoding, and every later hit sends that same copy, as a static file is sent from disk, instead of
// copying headers and compressing the page again per request (brotli over a rendered page at each
// hit made a kept page's first byte 2.8 ms against a static file's 0.5: bench/report.md, "The CDN").
// What this leaves out: Netlify's per-edge caches (durable or not, there is one cache here), and
// a purge by site (purge([]) is not one: it purges nothing).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** An answer as the cache keeps it: whole, its body read. */
export type CdnAnswer = { status: number; headers: Headers; body: Uint8Array }
/** What the cache needs of a request: its method, path with query, and headers (lower-case names). */
export type CdnRequest = { method: string; url: string; headers: Record<string, string | string[] | undefined> }

type Entry = {
  answer: CdnAnswer
  tags: Set<string>
  /** what of the request the key holds: the values it had when the answer was stored */
  key: string
  keyOf: (request: CdnRequest) => string
  storedAt: number
  freshMs: number
  staleMs: number
  /** The client's copies of the answer, by what the cache did and the encoding: each made once. */
  ready: Map<string, CdnAnswer>
}

/** Headers the CDN acts on, never passed to the client. */
export const CDN_ONLY_HEADERS = ['netlify-cdn-cache-control', 'cdn-cache-control', 'netlify-cache-tag', 'cache-tag', 'netlify-vary']

const directivesOf = (value: string | null) =>
  new Map((value ?? '').split(',').map((part) => part.trim().toLowerCase()).filter(Boolean).map((part) => {
    const [name, arg] = part.split('=') as [string, string | undefined]
    return [name.trim(), arg?.trim().replace(/^"|"$/g, '')] as const
  }))

/** How long the answer may be kept, per its headers; null when not at all. */
export function cachePolicy(headers: Headers): { freshMs: number; staleMs: number } | null {
  const value = headers.get('netlify-cdn-cache-control') ?? headers.get('cdn-cache-control') ?? headers.get('cache-control')
  const directives = directivesOf(value)
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return null
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0)
  if (!(seconds > 0)) return null
  return { freshMs: seconds * 1000, staleMs: Number(directives.get('stale-while-revalidate') ?? 0) * 1000 }
}

export function tagsOf(headers: Headers): Set<string> {
  return new Set([headers.get('netlify-cache-tag'), headers.get('cache-tag')].flatMap((value) => (value ?? '').split(',')).map((tag) => tag.trim()).filter(Boolean))
}

const headerValue = (request: CdnRequest, name: string) => {
  const value = request.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

const cookieValue = (request: CdnRequest, name: string) =>
  headerValue(request, 'cookie').split(';').map((part) => part.trim().split('=')).find(([key]) => key === name)?.slice(1).join('=') ?? ''

/** The function that reads, off a request, what an answer with these headers is keyed by. */
export function cacheKeyOf(headers: Headers): (request: CdnRequest) => string {
  const netlifyVary = new Map<string, string[] | true>(
    (headers.get('netlify-vary') ?? '').split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
      const [kind, list] = part.split('=') as [string, string | undefined]
      return [kind.trim().toLowerCase(), list === undefined ? true : list.split('|').map((item) => item.trim()).filter(Boolean)] as const
    }),
  )
  const listed = (kind: string) => {
    const value = netlifyVary.get(kind)
    return Array.isArray(value) ? value : []
  }
  const varyHeaders = [
    ...(headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean),
    ...listed('header').map((name) => name.toLowerCase()),
    ...(netlifyVary.has('language') ? ['accept-language'] : []),
  ]
  const query = netlifyVary.get('query')
  return (request) => {
    const url = new URL(request.url, 'http://cdn')
    const params = [...url.searchParams].filter(([name]) => !Array.isArray(query) || query.includes(name)).sort(([a], [b]) => a.localeCompare(b))
    return JSON.stringify([
      url.pathname,
      params,
      varyHeaders.map((name) => headerValue(request, name)),
      listed('cookie').map((name) => cookieValue(request, name)),
    ])
  }
}

const COMPRESSED_TYPES = /^(text\/|application\/(json|xml|javascript))/
/** Below this a compressed body saves nothing worth a pass. */
const MIN_COMPRESSED_BYTES = 512
type Encoding = 'br' | 'gzip' | 'identity'

/** How the CDN sends `answer` to a client accepting `acceptEncoding`: a text the origin did not compress, compressed. */
export function encodingFor(answer: CdnAnswer, acceptEncoding: string): Encoding {
  const compressible = answer.body.length >= MIN_COMPRESSED_BYTES && !answer.headers.has('content-encoding')
    && COMPRESSED_TYPES.test(answer.headers.get('content-type') ?? '')
  if (!compressible) return 'identity'
  return /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : 'identity'
}

/** The answer as the client receives it: without the CDN's own headers, with what the cache did, in `encoding`. */
function toClient(answer: CdnAnswer, status: string, encoding: Encoding): CdnAnswer {
  const headers = new Headers(answer.headers)
  for (const name of CDN_ONLY_HEADERS) headers.delete(name)
  headers.set('cache-status', `"Netlify Edge"; ${status}`)
  if (encoding === 'identity') return { ...answer, headers }
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  const body = encoding === 'br' ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(answer.body)
  return { status: answer.status, headers, body }
}

/** A kept answer's client copy for `status` in `encoding`, made at its first use and the same object after. */
function readyCopy(entry: Entry, status: string, encoding: Encoding): CdnAnswer {
  const key = `${status} ${encoding}`
  let copy = entry.ready.get(key)
  if (!copy) {
    copy = toClient(entry.answer, status, encoding)
    entry.ready.set(key, copy)
  }
  return copy
}

export type CdnCache = {
  /**
   * The answer to `request`, as the client receives it: the cache's copy, or `origin`'s (kept when
   * its headers allow). A hit answers the same object each time it is sent in the same encoding.
   */
  serve: (request: CdnRequest, origin: () => Promise<CdnAnswer>) => Promise<CdnAnswer>
  /** Drops every kept answer tagged with one of `tags`; how many were dropped. */
  purge: (tags: readonly string[]) => number
}

export function createCdnCache({ now = () => Date.now() }: { now?: () => number } = {}): CdnCache {
  /** Kept answers by path (the key's first part); each keyed as its own headers say. */
  const entries = new Map<string, Entry[]>()
  const pathOf = (request: CdnRequest) => new URL(request.url, 'http://cdn').pathname

  const store = (request: CdnRequest, answer: CdnAnswer) => {
    const policy = request.method === 'GET' ? cachePolicy(answer.headers) : null
    if (!policy) return
    const keyOf = cacheKeyOf(answer.headers)
    const entry: Entry = { answer, tags: tagsOf(answer.headers), key: keyOf(request), keyOf, storedAt: now(), ...policy, ready: new Map() }
    const path = pathOf(request)
    entries.set(path, [...(entries.get(path) ?? []).filter((other) => other.key !== entry.key), entry])
  }

  const refreshing = new Set<Entry>()
  return {
    async serve(request, origin) {
      const method = request.method.toUpperCase()
      const accepted = headerValue(request, 'accept-encoding')
      const found = method === 'GET' || method === 'HEAD' ? entries.get(pathOf(request))?.find((entry) => entry.keyOf(request) === entry.key) : undefined
      const age = found ? now() - found.storedAt : 0
      if (found && age < found.freshMs) return readyCopy(found, 'hit', encodingFor(found.answer, accepted))
      if (found && age < found.freshMs + found.staleMs) {
        if (!refreshing.has(found)) {
          refreshing.add(found)
          void origin().then((answer) => store(request, answer), () => {}).finally(() => refreshing.delete(found))
        }
        return readyCopy(found, 'fwd=stale', encodingFor(found.answer, accepted))
      }
      const answer = await origin()
      store(request, answer)
      return toClient(answer, 'fwd=miss', encodingFor(answer, accepted))
    },
    purge(tags) {
      const wanted = new Set(tags)
      let dropped = 0
      for (const [path, kept] of entries) {
        const left = kept.filter((entry) => ![...entry.tags].some((tag) => wanted.has(tag)))
        dropped += kept.length - left.length
        if (left.length) entries.set(path, left)
        else entries.delete(path)
      }
      return dropped
    },
  }
}

/**
 * The local site's CDN: the one `npm start -- --prod` and the end-to-end stack serve through
 * (host-serving.ts). The purge function's local stand-in calls `purgeLocalCdn` with the tags it
 * is given, as Netlify's purgeCache({ tags }) purges the deployed site's.
 */
export const localCdn = createCdnCache()
export const purgeLocalCdn = (tags: readonly string[]): number => localCdn.purge(tags)
