// The headers the local static host sends are the deployed ones (dist/_headers, written from
// scripts/host/host-rules.ts): on a page, a hashed asset and an /api answer. Like Netlify, the
// host adds none of its own headers to the proxied /api answer: the function sets its own.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { expect, test } from '../support/test'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { allowedInlineScripts, metaPolicies } from '../../scripts/host/effective-policy.ts'
import { inlineScriptHashes } from '../../scripts/host/host-rules.ts'

const distDir = path.resolve(process.env.WEB_DIST_DIR ?? `.local/e2e-${process.env.E2E_PORT ?? 4173}/dist`)

const directives = (csp: string) => new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]))

test('a page carries the security headers, policies that allow its own inline scripts by hash and no others, and revalidates', async ({ request }) => {
  for (const url of ['/', '/about', '/admin']) {
    const res = await request.get(url)
    expect(res.status()).toBe(200)
    const headers = res.headers()
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')

    // the page's own policy, or (the admin area, answered by the SPA shell) the one every path gets and the shell's meta policy
    const csp = directives(headers['content-security-policy']!)
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    // No Stripe keys and no analytics id in the e2e build: neither origin is allowed.
    expect(headers['content-security-policy']).not.toMatch(/stripe|google/)
    const html = await res.text()
    const allowed = allowedInlineScripts([headers['content-security-policy']!, ...metaPolicies(html)])
    expect(allowed, url).not.toBe('any')
    for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      expect([...allowed], url).toContain(`sha256-${createHash('sha256').update(script!).digest('base64')}`)
    }
  }
})

test('the host sends exactly what dist/_headers says for what it serves from the build, the last matching rule\'s value where several set a header; a page of the render function sends the same security headers and a policy of its own', async ({ request }) => {
  const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [path.join(distDir, '_headers')], configHeaders: [], minimal: false })
  expect(errors).toEqual([])
  const ruled = (url: string) => Object.assign({}, ...rules.filter((rule) => (rule as Header).forRegExp.test(url)).map((rule) => rule.values)) as Record<string, string>
  for (const url of ['/admin', '/spa.html']) {
    const sent = (await request.get(url)).headers()
    const expected = ruled(url)
    expect(Object.keys(expected)).toContain('Content-Security-Policy')
    for (const [name, value] of Object.entries(expected)) expect(sent[name.toLowerCase()], `${url} ${name}`).toBe(value)
  }
  const page = await request.get('/events')
  const sent = page.headers()
  for (const [name, value] of Object.entries(ruled('/events'))) {
    if (name === 'Content-Security-Policy') expect(sent['content-security-policy'], '/events').not.toBe(value)
    else expect(sent[name.toLowerCase()], `/events ${name}`).toBe(value)
  }
  expect(allowedInlineScripts([sent['content-security-policy']!])).toEqual(new Set(inlineScriptHashes(await page.text())))
})

test('a hashed asset is cached for a year, with the security headers; a missing one is not found', async ({ request }) => {
  const home = await (await request.get('/spa.html')).text()
  // the page's start script names its code
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(home)![1]!
  const res = await request.get(asset)
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(res.headers()['content-type']).toBe('text/javascript; charset=utf-8')
  expect(res.headers()['x-content-type-options']).toBe('nosniff')
  expect((await request.get('/assets/no-such-chunk.js')).status()).toBe(404)
})

test('an /api answer comes through the proxy rule with the function\'s own headers only', async ({ request }) => {
  const res = await request.get('/api/health')
  expect(res.status()).toBe(200)
  const headers = res.headers()
  expect(headers['cache-control']).toBe('private, no-store')
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  for (const name of ['content-security-policy', 'strict-transport-security', 'permissions-policy', 'cross-origin-opener-policy']) {
    expect(headers[name], name).toBeUndefined()
  }
})
