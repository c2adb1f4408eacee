import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { apiTarget, contentSecurityPolicy, headerRules, inlineScriptHashes, permissionsPolicy, redirectRules, runsAsScript, writeHostRules } from './host-rules.ts'

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))?.slice(name.length + 1).split(' ') ?? []

describe('inline script hashes', () => {
  it('hashes each inline script that runs (sha256, base64), and skips scripts with a src and data blocks such as JSON-LD', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    const html = '<head><script type="module" crossorigin src="/assets/index.js"></script><script type="application/ld+json">{}</script>'
      + '<script type=\'application/ld+json\'>{"@type":"Event"}</script></head><body><script>alert(1)</script></body>'
    expect(inlineScriptHashes(html)).toEqual(['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='])
  })

  it('counts a script as running unless its type names data', () => {
    for (const attributes of ['', ' type=""', ' type="module"', ' type="text/javascript"', ' TYPE="Text/JavaScript "', ' type=importmap', ' async']) {
      expect(runsAsScript(attributes), attributes).toBe(true)
    }
    for (const attributes of [' type="application/ld+json"', ' type="application/json"', " type='text/plain'", ' type=text/template']) {
      expect(runsAsScript(attributes), attributes).toBe(false)
    }
  })
})

describe('Content-Security-Policy', () => {
  const hash = 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='

  it('allows scripts from the site, its inline scripts by hash and Every.org only, with the fixed directives', () => {
    const csp = contentSecurityPolicy({}, [hash])
    expect(directive(csp, 'script-src')).toEqual(["'self'", `'${hash}'`, 'https://embeds.every.org'])
    expect(directive(csp, 'frame-src')).toEqual(['https://www.every.org'])
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
    expect(directive(csp, 'base-uri')).toEqual(["'self'"])
    expect(directive(csp, 'form-action')).toEqual(["'self'"])
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(csp).not.toMatch(/stripe|google/)
  })

  it('never allows inline or eval for scripts; styles may be inline', () => {
    for (const env of [{}, { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1', VITE_GA_MEASUREMENT_ID: 'G-1' }]) {
      const csp = contentSecurityPolicy(env, [hash])
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'")
      expect(csp).not.toContain("'unsafe-eval'")
      expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
    }
  })

  it('adds Stripe\'s script, frames and API when the build has a publishable key', () => {
    const csp = contentSecurityPolicy({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, [])
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(['https://js.stripe.com']))
    expect(directive(csp, 'frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.every.org']))
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com'])
    expect(csp).not.toMatch(/google/)
  })

  it('adds Google Analytics when the build has a measurement id', () => {
    const csp = contentSecurityPolicy({ VITE_GA_MEASUREMENT_ID: 'G-TEST' }, [])
    expect(directive(csp, 'script-src')).toContain('https://*.googletagmanager.com')
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com')
    expect(directive(csp, 'img-src')).toContain('https://*.google-analytics.com')
    expect(csp).not.toMatch(/stripe/)
  })

  it('lets only Stripe\'s frames ask for payment, and only when payments are on', () => {
    expect(permissionsPolicy({})).toBe('camera=(), microphone=(), geolocation=(), payment=()')
    expect(permissionsPolicy({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toBe('camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")')
  })
})

describe('routing rules', () => {
  it('proxies /api to the project\'s function, or to the local one without a project ref', () => {
    expect(apiTarget({ SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst' })).toBe('https://abcdefghijklmnopqrst.supabase.co/functions/v1/api')
    expect(apiTarget({})).toBe('http://127.0.0.1:54321/api')
    expect(apiTarget({ API_PORT: '4174' })).toBe('http://127.0.0.1:4174/api')
    expect(() => apiTarget({ SUPABASE_PROJECT_REF: 'evil.example.com/x' })).toThrow(/SUPABASE_PROJECT_REF must be the project's reference/)
  })

  it('stops a build on Netlify without the project ref, naming SUPABASE_PROJECT_REF, instead of proxying to 127.0.0.1', () => {
    for (const ref of [undefined, '', '  ']) {
      expect(() => apiTarget({ NETLIFY: 'true', SUPABASE_PROJECT_REF: ref })).toThrow(/^SUPABASE_PROJECT_REF is not set: a build on Netlify needs/)
    }
    expect(apiTarget({ NETLIFY: 'true', SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst' })).toBe('https://abcdefghijklmnopqrst.supabase.co/functions/v1/api')
    expect(apiTarget({ NETLIFY: 'false' })).toBe('http://127.0.0.1:54321/api')
  })

  it('falls back to the SPA shell for every path without a page of its own (a slug newer than the build too), never to the home page', () => {
    expect(redirectRules({ SUPABASE_PROJECT_REF: 'abc' })).toEqual([
      { from: '/api/*', to: 'https://abc.supabase.co/functions/v1/api/:splat', status: 200, signed: 'PROXY_SIGNING_SECRET' },
      { from: '/media/*', to: 'https://abc.supabase.co/functions/v1/api/media/:splat', status: 200 },
      { from: '/assets/*', to: '/spa.html', status: 404 },
      { from: '/*', to: '/spa.html', status: 200 },
    ])
  })

  it('caches hashed assets for a year and sets no header in two rules that may both match', () => {
    const [all, assets] = headerRules({}, [])
    expect(assets).toEqual({ for: '/assets/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } })
    expect(Object.keys(all!.values).filter((name) => name in assets!.values)).toEqual([])
  })
})

describe('writeHostRules', () => {
  let dist: string
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('writes files that Netlify\'s parsers read back as the rules, hashing every built page\'s inline scripts', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'host-rules-'))
    mkdirSync(path.join(dist, 'about'))
    writeFileSync(path.join(dist, 'index.html'), '<body><script>alert(1)</script></body>')
    writeFileSync(path.join(dist, 'about', 'index.html'), '<body><script>alert(1)</script><script type="application/ld+json">{}</script></body>')
    writeFileSync(path.join(dist, 'spa.html'), '<head><script type="module" src="/assets/a.js"></script></head>')
    const env = { SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }
    writeHostRules(dist, env)

    const redirects = await parseAllRedirects({ redirectsFiles: [path.join(dist, '_redirects')], configRedirects: [], minimal: true })
    expect(redirects.errors).toEqual([])
    expect(redirects.redirects).toEqual(redirectRules(env).map((rule) => expect.objectContaining({ ...rule, force: false })))
    // the /api rule is signed with PROXY_SIGNING_SECRET, as Netlify's parser reads it back
    expect(readFileSync(path.join(dist, '_redirects'), 'utf8')).toContain('/api/*  https://abcdefghijklmnopqrst.supabase.co/functions/v1/api/:splat  200  Sign=PROXY_SIGNING_SECRET\n')
    expect(redirects.redirects[0]).toMatchObject({ from: '/api/*', status: 200, signed: 'PROXY_SIGNING_SECRET', conditions: {} })

    const headers = await parseAllHeaders({ headersFiles: [path.join(dist, '_headers')], configHeaders: [], minimal: true })
    expect(headers.errors).toEqual([])
    const hashes = ['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=']
    expect(headers.headers).toEqual(headerRules(env, hashes))
    expect(readFileSync(path.join(dist, '_headers'), 'utf8')).toContain(`script-src 'self' '${hashes[0]}' https://embeds.every.org`)
  })
})

describe('_headers size', () => {
  let dist: string
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('keeps every header value under 4 KB however many pages carry JSON-LD, with every third party on', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'host-rules-size-'))
    // the same bootstrap script on every page, and a JSON-LD block of its own on each of 500 pages
    for (let page = 0; page < 500; page++) {
      mkdirSync(path.join(dist, `post-${page}`))
      const jsonLd = JSON.stringify({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: `Post ${page}` })
      writeFileSync(path.join(dist, `post-${page}`, 'index.html'),
        `<head><script type="application/ld+json">${jsonLd}</script></head><body><script>window.__boot=1</script></body>`)
    }
    writeHostRules(dist, { SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1', VITE_GA_MEASUREMENT_ID: 'G-1' })
    const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(dist, '_headers')], configHeaders: [], minimal: true })
    expect(errors).toEqual([])
    const values = headers.flatMap((rule: { for: string; values: Record<string, string> }) => Object.entries(rule.values).map(([name, value]) => ({ name, bytes: Buffer.byteLength(value) })))
    expect(values.length).toBeGreaterThan(5)
    for (const { name, bytes } of values) expect(bytes, name).toBeLessThan(4096)
  })
})
