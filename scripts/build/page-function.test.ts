// The render function's answers (page-function.ts), with a stand-in of the entry-server whose
// pages read a stand-in /api: a page is tagged with the union of the tags of the /api answers it
// was made from (as /api says them in X-Cache-Tags), kept no longer than the shortest bounded
// answer among them, under a policy naming exactly its own inline scripts; a 404, a failed read,
// a page asked for with a query string are never kept; /sitemap.xml is tagged like a page.
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as ServerEntry from '../../src/entry-server.tsx'
import { pageFunction, type ApiSource, type PageFunction } from './page-function.ts'

/** What the stand-in /api answers: each path's tags and, for an event, how long it holds. */
const ANSWERS: Record<string, Record<string, string>> = {
  '/api/site': { 'X-Cache-Tags': 'locations,site_settings' },
  '/api/blog/first': { 'X-Cache-Tags': 'blog_posts:1,media_assets:7' },
  '/api/events/fair': { 'X-Cache-Tags': 'events:2', 'X-Cache-Fresh-For': '3600' },
  '/api/blog': { 'X-Cache-Tags': 'blog_posts' },
}

let api: http.Server
let source: ApiSource
let render: PageFunction
const SCRIPT = 'start()'

beforeAll(async () => {
  api = http.createServer((req, res) => {
    const headers = ANSWERS[new URL(req.url!, 'http://api').pathname]
    res.writeHead(headers ? 200 : 404, { 'Content-Type': 'application/json', ...headers })
    res.end('{}')
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  source = { url: `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`, headers: {} }
  let base = ''
  const read = (path: string) => fetch(`${base}${path.slice('/api'.length)}`)
  // The entry-server's part the function uses: each page reads its content from /api.
  const entry = {
    readApiFrom: (url: string) => void (base = url),
    fetchSite: async () => (await read('/api/site'), {}),
    renderPage: async (path: string) => {
      const { pathname } = new URL(path, 'http://site')
      if (pathname === '/broken') return { status: 200, html: '<p>half</p>', failedQueries: ['["api","blog"]: ApiError: 503'] }
      const content = pathname === '/' ? [] : [await read(`/api${pathname}`)]
      const status = content.some((answer) => answer.status === 404) ? 404 : 200
      return { status, html: `<!doctype html><title>${pathname}</title><script>${SCRIPT}</script><script type="application/ld+json">{}</script>`, failedQueries: [] }
    },
    sitePages: async () => (await read('/api/blog'), [{ path: '/', listed: true, translated: true }]),
    crawlerFiles: () => ({ 'sitemap.xml': '<urlset/>', 'robots.txt': '' }),
  } as unknown as typeof ServerEntry
  render = pageFunction(entry, { manifest: { routes: {} }, env: {} })
})

afterAll(() => new Promise((resolve) => api.close(resolve)))

const answer = (path: string) => render(new Request(`http://site.test${path}`), source)

describe('the render function', () => {
  it('tags a page with the union of the tags of the /api answers it was made from, kept a year, revalidated by browsers', async () => {
    const res = await answer('/blog/first')
    expect(res.status).toBe(200)
    expect(res.headers.get('netlify-cache-tag')).toBe('blog_posts:1,locations,media_assets:7,site_settings')
    expect(res.headers.get('x-cache-tags')).toBe(res.headers.get('netlify-cache-tag'))
    expect(res.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=31536000, stale-while-revalidate=86400')
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('keeps a page no longer than the shortest lifetime of its answers, and never stale after it', async () => {
    const res = await answer('/events/fair')
    expect(res.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=3600')
    expect(res.headers.get('netlify-cache-tag')).toBe('events:2,locations,site_settings')
  })

  it('gives each page the security headers and a policy whose script-src names exactly its own inline scripts (not its JSON-LD)', async () => {
    const res = await answer('/')
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers.get('content-security-policy')!)![1]!.split(' ')
    const hash = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual([hash])
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('never lets the CDN keep a 404, a page whose read failed, or a page asked for with a query string', async () => {
    const missing = await answer('/blog/gone')
    expect(missing.status).toBe(404)
    const broken = await answer('/broken')
    expect(broken.status).toBe(503)
    expect(broken.headers.get('retry-after')).toBe('5')
    const tracked = await answer('/blog/first?utm_source=mail')
    expect(tracked.status).toBe(200)
    for (const res of [missing, broken, tracked]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('netlify-cdn-cache-control')).toBeNull()
      expect(res.headers.get('netlify-cache-tag')).toBeNull()
    }
  })

  it('renders /sitemap.xml tagged with what it lists, and answers only GET and HEAD', async () => {
    const sitemap = await answer('/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toBe('application/xml')
    expect(await sitemap.text()).toBe('<urlset/>')
    expect(sitemap.headers.get('netlify-cache-tag')).toBe('blog_posts')
    const head = await render(new Request('http://site.test/blog/first', { method: 'HEAD' }), source)
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await render(new Request('http://site.test/contact', { method: 'POST', body: 'x' }), source)).status).toBe(405)
  })
})
