// The local CDN cache (netlify-cdn-cache.ts) keeps and serves answers as Netlify's CDN does: hit, miss,
// stale while revalidating, purge by tag, the key by Netlify-Vary, private answers never kept.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createCdnCache, type CdnAnswer, type CdnRequest } from './netlify-cdn-cache.ts'

const SHARED = { 'Cache-Control': 'public, max-age=0, must-revalidate', 'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=60, stale-while-revalidate=30' }

/** An origin that answers `headers` with a body counting its calls. */
function origin(headers: Record<string, string>) {
  let calls = 0
  const answer = async (): Promise<CdnAnswer> => ({ status: 200, headers: new Headers(headers), body: new TextEncoder().encode(`answer ${++calls}`) })
  return { answer, calls: () => calls }
}

const get = (url: string, headers: CdnRequest['headers'] = {}): CdnRequest => ({ method: 'GET', url, headers })
const text = (answer: CdnAnswer) => new TextDecoder().decode(answer.body)

function clock() {
  let time = 1_000_000
  return { now: () => time, pass: (seconds: number) => (time += seconds * 1000) }
}

describe('the local CDN cache', () => {
  it('answers a miss from the origin, then hits from its copy without calling it, and tells which in Cache-Status', async () => {
    const cdn = createCdnCache()
    const page = origin({ ...SHARED, 'Netlify-Cache-Tag': 'services,site_settings' })
    const first = await cdn.serve(get('/services'), page.answer)
    expect(first.headers.get('cache-status')).toBe('"Netlify Edge"; fwd=miss')
    const second = await cdn.serve(get('/services'), page.answer)
    expect(second.headers.get('cache-status')).toBe('"Netlify Edge"; hit')
    expect(text(second)).toBe('answer 1')
    expect(page.calls()).toBe(1)
    // what only the CDN reads never reaches the client; the browser's own Cache-Control does
    for (const answer of [first, second]) {
      expect(answer.headers.get('netlify-cdn-cache-control')).toBeNull()
      expect(answer.headers.get('netlify-cache-tag')).toBeNull()
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    }
  })

  it('serves a stale copy while one request refreshes it, then the new one; past the stale window, waits for the origin', async () => {
    const time = clock()
    const cdn = createCdnCache({ now: time.now })
    const page = origin(SHARED)
    await cdn.serve(get('/'), page.answer)
    time.pass(70) // s-maxage 60 passed, within stale-while-revalidate 30
    const stale = await cdn.serve(get('/'), page.answer)
    expect(stale.headers.get('cache-status')).toBe('"Netlify Edge"; fwd=stale')
    expect(text(stale)).toBe('answer 1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(page.calls()).toBe(2)
    expect(text(await cdn.serve(get('/'), page.answer))).toBe('answer 2')
    time.pass(100) // past both windows
    const expired = await cdn.serve(get('/'), page.answer)
    expect(expired.headers.get('cache-status')).toBe('"Netlify Edge"; fwd=miss')
    expect(text(expired)).toBe('answer 3')
  })

  it('drops exactly the answers tagged with a purged tag', async () => {
    const cdn = createCdnCache()
    const post = origin({ ...SHARED, 'Netlify-Cache-Tag': 'blog_posts:1,site_settings' })
    const services = origin({ ...SHARED, 'Netlify-Cache-Tag': 'services,site_settings' })
    await cdn.serve(get('/blog/one'), post.answer)
    await cdn.serve(get('/services'), services.answer)
    expect(cdn.purge(['blog_posts:1'])).toBe(1)
    expect((await cdn.serve(get('/services'), services.answer)).headers.get('cache-status')).toBe('"Netlify Edge"; hit')
    expect(text(await cdn.serve(get('/blog/one'), post.answer))).toBe('answer 2')
    expect(cdn.purge(['site_settings'])).toBe(2)
    expect(cdn.purge([])).toBe(0)
    expect(text(await cdn.serve(get('/services'), services.answer))).toBe('answer 2')
  })

  it('never keeps a private answer, a no-store one, one without a lifetime, or the answer to a write', async () => {
    const cdn = createCdnCache()
    const cases: Array<[string, Record<string, string>]> = [
      ['GET', { 'Cache-Control': 'private, no-store' }],
      ['GET', { 'Cache-Control': 'private, no-store', 'Netlify-CDN-Cache-Control': 'private, no-store' }],
      ['GET', { 'Netlify-CDN-Cache-Control': 'public, no-store, s-maxage=60' }],
      ['GET', { 'Cache-Control': 'public, max-age=0, must-revalidate' }],
      ['POST', SHARED],
    ]
    for (const [method, headers] of cases) {
      const answers = origin(headers)
      await cdn.serve({ method, url: '/api/x', headers: {} }, answers.answer)
      const again = await cdn.serve({ method, url: '/api/x', headers: {} }, answers.answer)
      expect(again.headers.get('cache-status'), JSON.stringify([method, headers])).toBe('"Netlify Edge"; fwd=miss')
      expect(answers.calls()).toBe(2)
    }
  })

  it('keys by the query parameters Netlify-Vary names (all of them without it) and by the headers Vary names', async () => {
    const cdn = createCdnCache()
    const byLanguage = origin({ ...SHARED, 'Netlify-Vary': 'query=lang' })
    await cdn.serve(get('/api/blog?lang=es'), byLanguage.answer)
    expect(text(await cdn.serve(get('/api/blog?utm_source=mail&lang=es'), byLanguage.answer))).toBe('answer 1')
    expect(text(await cdn.serve(get('/api/blog'), byLanguage.answer))).toBe('answer 2')

    const whole = origin(SHARED)
    await cdn.serve(get('/page?a=1'), whole.answer)
    expect(text(await cdn.serve(get('/page?a=2'), whole.answer))).toBe('answer 2')

    const encoded = origin({ ...SHARED, Vary: 'Accept-Encoding' })
    await cdn.serve(get('/api/site', { 'accept-encoding': 'gzip' }), encoded.answer)
    expect(text(await cdn.serve(get('/api/site', { 'accept-encoding': 'br' }), encoded.answer))).toBe('answer 2')
    expect(text(await cdn.serve(get('/api/site', { 'accept-encoding': 'gzip' }), encoded.answer))).toBe('answer 1')
  })

  it('sends a text compressed as the client accepts, and a kept one ready: every hit in one encoding is the same copy, compressed once', async () => {
    const cdn = createCdnCache()
    const html = `<!doctype html><p>${'A page the function rendered. '.repeat(40)}</p>`
    let calls = 0
    const page = async (): Promise<CdnAnswer> => {
      calls++
      return { status: 200, headers: new Headers({ ...SHARED, 'Content-Type': 'text/html; charset=utf-8' }), body: new TextEncoder().encode(html) }
    }
    const miss = await cdn.serve(get('/about', { 'accept-encoding': 'gzip, deflate, br' }), page)
    expect(miss.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(miss.body).toString()).toBe(html)
    const brotli = await cdn.serve(get('/about', { 'accept-encoding': 'gzip, deflate, br' }), page)
    expect(brotli.headers.get('cache-status')).toBe('"Netlify Edge"; hit')
    expect(await cdn.serve(get('/about', { 'accept-encoding': 'br' }), page)).toBe(brotli)
    const gzip = await cdn.serve(get('/about', { 'accept-encoding': 'gzip' }), page)
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.headers.get('vary')).toContain('Accept-Encoding')
    expect(gunzipSync(gzip.body).toString()).toBe(html)
    expect(await cdn.serve(get('/about', { 'accept-encoding': 'gzip' }), page)).toBe(gzip)
    const plain = await cdn.serve(get('/about'), page)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(text(plain)).toBe(html)
    expect(calls).toBe(1)
  })

  it('leaves an answer the origin compressed, a short one and one that is not text as they are', async () => {
    const cdn = createCdnCache()
    const cases: Array<Record<string, string>> = [
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      { 'Content-Type': 'image/webp' },
    ]
    for (const headers of cases) {
      const body = new Uint8Array(2048).fill(7)
      const answer = await cdn.serve(get('/x', { 'accept-encoding': 'br' }), async () => ({ status: 200, headers: new Headers(headers), body }))
      expect(answer.headers.get('content-encoding'), JSON.stringify(headers)).toBe(headers['Content-Encoding'] ?? null)
      expect(answer.body).toEqual(body)
    }
    const short = await cdn.serve(get('/y', { 'accept-encoding': 'br' }), async () => ({ status: 200, headers: new Headers({ 'Content-Type': 'text/plain' }), body: new TextEncoder().encode('short') }))
    expect(short.headers.get('content-encoding')).toBeNull()
  })
})
