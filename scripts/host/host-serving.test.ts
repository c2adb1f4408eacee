import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeHostRules } from './host-rules.ts'
import { hostServing } from './host-serving.ts'

// A build folder with the shapes the real one has, its rules written by host-rules.ts, served by
// host-serving.ts, with a stand-in for the api function behind the /api rule.
let dist: string
let site: http.Server
let api: http.Server
let base: string
let apiPort: number
const seen: { url: string; host: string; forwardedFor: string; clientIp: string; signature: string; body: string }[] = []
const SIGNING_SECRET = 'host-serving-test-signing-secret-0123456789'

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'host-serving-'))
  const page = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    writeFileSync(path.join(dist, file), `<!doctype html><title>${text}</title><script>start()</script>`)
  }
  page('index.html', 'home')
  page('about/index.html', 'about')
  page('services/index.html', 'services')
  page('services/day-habilitation/index.html', 'day habilitation')
  page('spa.html', 'shell')
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {}')

  api = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const header = (name: string) => String(req.headers[name])
      seen.push({ url: req.url!, host: header('host'), forwardedFor: header('x-forwarded-for'), clientIp: header('x-nf-client-connection-ip'), signature: header('x-nf-sign'), body })
      res.writeHead(201, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Set-Cookie': ['a=1; HttpOnly', 'b=2; HttpOnly'] })
      res.end('{"ok":true}')
    })
  })
  apiPort = await listen(api)
  writeHostRules(dist, { API_PORT: String(apiPort) })
  site = http.createServer(await hostServing(dist, { PROXY_SIGNING_SECRET: SIGNING_SECRET }))
  base = `http://127.0.0.1:${await listen(site)}`
})

afterAll(async () => {
  await Promise.all([site, api].map((server) => new Promise((resolve) => server?.close(resolve))))
  rmSync(dist, { recursive: true, force: true })
})

const titleOf = async (res: Response) => /<title>([^<]*)<\/title>/.exec(await res.text())?.[1]

describe('the local static host', () => {
  it('serves a prerendered page at its own path, with the security headers and a revalidated cache', async () => {
    for (const [url, title] of [['/', 'home'], ['/about', 'about'], ['/about/', 'about'], ['/services', 'services']] as const) {
      const res = await fetch(base + url)
      expect(res.status).toBe(200)
      expect(await titleOf(res)).toBe(title)
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    }
  })

  it("serves a prerendered service its own page, and the SPA shell to a service newer than the build and any other path", async () => {
    const service = await fetch(`${base}/services/day-habilitation`)
    expect([service.status, await titleOf(service)]).toEqual([200, 'day habilitation'])
    for (const url of ['/services/newer-than-the-build', '/admin', '/events/some-event/register', '/no/such/page', '/services/a/b']) {
      const res = await fetch(base + url)
      expect([url, res.status, await titleOf(res)]).toEqual([url, 200, 'shell'])
    }
  })

  it('caches hashed assets for a year and answers a missing one 404', async () => {
    const asset = await fetch(`${base}/assets/index-abc.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetch(`${base}/assets/index-gone.js`)).status).toBe(404)
  })

  it('proxies /api with its method, query and body to the function, adding only the forwarding headers', async () => {
    const res = await fetch(`${base}/api/contact?x=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly'])
    expect(res.headers.get('content-security-policy')).toBeNull()
    expect(seen.at(-1)).toMatchObject({ url: '/api/contact?x=1', body: '{"a":1}', host: `127.0.0.1:${apiPort}`, forwardedFor: '127.0.0.1' })
  })

  it('proxies a rule for one literal path (a feed\'s address) to its target, signed', async () => {
    const res = await fetch(`${base}/es/events/calendar.ics`)
    expect(res.status).toBe(201)
    expect(seen.at(-1)).toMatchObject({ url: '/api/feeds/es/calendar', host: `127.0.0.1:${apiPort}` })
    expect(seen.at(-1)!.signature).toMatch(/^ey/)
  })

  it("signs the proxied request like Netlify's signed rule, replacing whatever the client sent as the host's headers", async () => {
    await fetch(`${base}/api/health`, { headers: { 'x-nf-sign': 'forged', 'x-nf-client-connection-ip': '6.6.6.6' } })
    const { signature, clientIp } = seen.at(-1)!
    expect(clientIp).toBe('127.0.0.1')
    const { payload, protectedHeader } = await jwtVerify(signature, new TextEncoder().encode(SIGNING_SECRET), { issuer: 'netlify' })
    expect(protectedHeader.alg).toBe('HS256')
    expect(payload).toMatchObject({ deploy_context: 'dev', site_url: base })
    expect(payload.exp! - payload.iat!).toBe(300)
  })

  it("refuses to proxy a signed rule when its variable is not set, as Netlify's CLI does", async () => {
    const unsigned = http.createServer(await hostServing(dist, {}))
    try {
      const res = await fetch(`http://127.0.0.1:${await listen(unsigned)}/api/health`)
      expect(res.status).toBe(502)
      expect(await res.text()).toContain('PROXY_SIGNING_SECRET is not set')
    } finally {
      await new Promise((resolve) => unsigned.close(resolve))
    }
  })

  it('passes an encoded path to the function as it was sent', async () => {
    await fetch(`${base}/api/blog/a%20b%2Fc`)
    expect(seen.at(-1)!.url).toBe('/api/blog/a%20b%2Fc')
  })

  it('never serves its rules files or a dotfile, which the host does not publish', async () => {
    writeFileSync(path.join(dist, '.build-inputs.json'), '{}')
    for (const url of ['/_headers', '/_redirects', '/.build-inputs.json', '/assets/.hidden']) {
      const res = await fetch(base + url)
      expect([url, res.status]).toEqual([url, 404])
    }
  })

  it('refuses other methods on what it serves itself', async () => {
    expect((await fetch(`${base}/about`, { method: 'POST' })).status).toBe(405)
  })
})
