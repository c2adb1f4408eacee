// The local host with a render function and its CDN (host-serving.ts, scripts/stand-ins/netlify-cdn-cache.ts; issue 58): a
// page the function answered is served again from the cache without calling the function until
// one of its tags is purged, and so is a proxied /api answer; a file of the build wins over the
// function, the staff area stays the rules'; no answer reaches a client with a header only the
// CDN reads, and a private answer is never kept.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCdnCache, type CdnCache } from '../stand-ins/netlify-cdn-cache.ts'
import { writeHostRules } from './host-rules.ts'
import { hostServing } from './host-serving.ts'
import { renderFunctionFile } from './function-files.ts'
import { RENDER_FUNCTION_CONFIG } from './render-config.ts'

/** A stand-in of the built function, with the build's own config: it counts its calls, and tags each page by its path. */
const FUNCTION_MODULE = `
let calls = []
export const callsTo = (path) => calls.filter((called) => called === path).length
export default async (request) => {
  const { pathname } = new URL(request.url)
  calls.push(pathname)
  if (pathname === '/private') return new Response('for you', { headers: { 'Cache-Control': 'private, no-store' } })
  const tag = pathname === '/' ? 'page_documents:home' : 'services:' + pathname.slice(1)
  return new Response('<p>' + pathname + ' ' + calls.length + '</p>', { status: pathname === '/missing' ? 404 : 200, headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ...(pathname === '/missing' ? {} : {
      'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=31536000, stale-while-revalidate=86400',
      'Netlify-Cache-Tag': tag + ',site_settings',
    }),
  } })
}
export const config = ${JSON.stringify(RENDER_FUNCTION_CONFIG)}
`

let dist: string
let site: http.Server
let api: http.Server
let base: string
let cdn: CdnCache
let apiCalls = 0
let callsTo: (urlPath: string) => number

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  dist = path.join(mkdtempSync(path.join(tmpdir(), 'page-serving-')), 'dist')
  mkdirSync(dist)
  writeFileSync(path.join(dist, 'spa.html'), '<!doctype html><title>shell</title><script>start()</script>')
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n')
  mkdirSync(path.dirname(renderFunctionFile(dist)), { recursive: true })
  writeFileSync(renderFunctionFile(dist), FUNCTION_MODULE)
  ;({ callsTo } = (await import(pathToFileURL(renderFunctionFile(dist)).href)) as { callsTo: (urlPath: string) => number })

  api = http.createServer((req, res) => {
    apiCalls++
    res.writeHead(200, {
      'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, must-revalidate',
      'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=31536000', 'Netlify-Cache-Tag': 'services', 'X-Cache-Tags': 'services',
    })
    res.end(JSON.stringify({ call: apiCalls, url: req.url }))
  })
  writeHostRules(dist, { API_PORT: String(await listen(api)) })
  cdn = createCdnCache()
  site = http.createServer(await hostServing(dist, { PROXY_SIGNING_SECRET: 'page-serving-test-signing-secret-0123456789' }, cdn))
  base = `http://127.0.0.1:${await listen(site)}`
})

afterAll(async () => {
  await Promise.all([site, api].map((server) => new Promise((resolve) => server?.close(resolve))))
  rmSync(path.dirname(dist), { recursive: true, force: true })
})

const get = (urlPath: string) => fetch(`${base}${urlPath}`)

describe('pages through the render function and the CDN', () => {
  it('serves a page from the cache without calling the function until one of its tags is purged', async () => {
    const first = await get('/day-habilitation')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-status')).toBe('"Netlify Edge"; fwd=miss')
    const text = await first.text()
    const again = await get('/day-habilitation')
    expect(again.headers.get('cache-status')).toBe('"Netlify Edge"; hit')
    expect(await again.text()).toBe(text)
    expect(callsTo('/day-habilitation')).toBe(1)

    // a purge of other tags leaves it; one of its own drops it, and the next visit renders it again
    expect(cdn.purge(['services:respite', 'blog_posts'])).toBe(0)
    expect((await get('/day-habilitation')).headers.get('cache-status')).toBe('"Netlify Edge"; hit')
    expect(callsTo('/day-habilitation')).toBe(1)
    expect(cdn.purge(['site_settings'])).toBeGreaterThanOrEqual(1)
    const rendered = await get('/day-habilitation')
    expect(rendered.headers.get('cache-status')).toBe('"Netlify Edge"; fwd=miss')
    expect(await rendered.text()).not.toBe(text)
    expect(callsTo('/day-habilitation')).toBe(2)
  })

  it('never passes on what only the CDN reads, and never keeps a private answer or an uncached 404', async () => {
    const page = await get('/')
    for (const name of ['netlify-cdn-cache-control', 'netlify-cache-tag', 'netlify-vary']) expect(page.headers.get(name), name).toBeNull()
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    for (const urlPath of ['/private', '/missing']) {
      await get(urlPath)
      const again = await get(urlPath)
      expect(again.headers.get('cache-status'), urlPath).toBe('"Netlify Edge"; fwd=miss')
      expect(callsTo(urlPath), urlPath).toBe(2)
    }
    expect((await get('/missing')).status).toBe(404)
  })

  it('keeps a proxied /api answer until its tag is purged', async () => {
    const first = await (await get('/api/services')).json() as { call: number }
    expect(await (await get('/api/services')).json()).toEqual(first)
    cdn.purge(['services'])
    expect(((await (await get('/api/services')).json()) as { call: number }).call).toBe(first.call + 1)
  })

  it('serves a file of the build without the function (preferStatic), and the staff area by the rules (the SPA shell)', async () => {
    const robots = await get('/robots.txt')
    expect(await robots.text()).toBe('User-agent: *\n')
    expect(callsTo('/robots.txt')).toBe(0)
    for (const urlPath of ['/admin', '/admin/login', '/es/admin-login']) {
      const shell = await get(urlPath)
      expect(await shell.text(), urlPath).toContain('<title>shell</title>')
      expect(callsTo(urlPath), urlPath).toBe(0)
    }
  })
})
