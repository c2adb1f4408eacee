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
// What this leaves out: Netlify's per-edge caches (durable or not, there is one cache here), and
// a purge by site (purge([]) is not one: it purges nothing).

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

/** The answer as the client receives it: without the CDN's own headers, with what the cache did. */
function toClient(answer: CdnAnswer, status: string): CdnAnswer {
  const headers = new Headers(answer.headers)
  for (const name of CDN_ONLY_HEADERS) headers.delete(name)
  headers.set('cache-status', `"Netlify Edge"; ${status}`)
  return { ...answer, headers }
}

export type CdnCache = {
  /** The answer to `request`: the cache's copy, or `origin`'s (kept when its headers allow). */
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
    const entry: Entry = { answer, tags: tagsOf(answer.headers), key: keyOf(request), keyOf, storedAt: now(), ...policy }
    const path = pathOf(request)
    entries.set(path, [...(entries.get(path) ?? []).filter((other) => other.key !== entry.key), entry])
  }

  const refreshing = new Set<Entry>()
  return {
    async serve(request, origin) {
      const method = request.method.toUpperCase()
      const found = method === 'GET' || method === 'HEAD' ? entries.get(pathOf(request))?.find((entry) => entry.keyOf(request) === entry.key) : undefined
      const age = found ? now() - found.storedAt : 0
      if (found && age < found.freshMs) return toClient(found.answer, 'hit')
      if (found && age < found.freshMs + found.staleMs) {
        if (!refreshing.has(found)) {
          refreshing.add(found)
          void origin().then((answer) => store(request, answer), () => {}).finally(() => refreshing.delete(found))
        }
        return toClient(found.answer, 'fwd=stale')
      }
      const answer = await origin()
      store(request, answer)
      return toClient(answer, 'fwd=miss')
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
