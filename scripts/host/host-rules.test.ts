import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { allowedInlineScripts, COMBININGS, headerPolicies, metaPolicies, otherOrigins, type Combining } from './effective-policy.ts'
import { apiTarget, contentSecurityPolicy, headerRules, inlineScriptHashes, permissionsPolicy, redirectRules, runsAsScript, servedAt, withMetaPolicy, writeHostRules } from './host-rules.ts'

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

  it('allows any inline script only in the policy every path gets, by \'unsafe-inline\' without a hash (which a hash would void)', () => {
    expect(directive(contentSecurityPolicy({}, 'any'), 'script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://embeds.every.org'])
    expect(contentSecurityPolicy({}, 'any').replace("'unsafe-inline' https://embeds", 'https://embeds')).toBe(contentSecurityPolicy({}, []))
  })

  it('names no other origin in the staff area\'s policy, with every third party on; frames there are nobody\'s', () => {
    const env = { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1', VITE_GA_MEASUREMENT_ID: 'G-1' }
    expect(otherOrigins(contentSecurityPolicy(env, [hash]))).toEqual(expect.arrayContaining(['https://embeds.every.org', 'https://js.stripe.com', 'https://*.googletagmanager.com']))
    const staff = contentSecurityPolicy(env, [hash], 'staff')
    expect(otherOrigins(staff)).toEqual([])
    expect(directive(staff, 'script-src')).toEqual(["'self'", `'${hash}'`])
    expect(directive(staff, 'frame-src')).toEqual(["'none'"])
    expect(directive(staff, 'img-src')).toEqual(["'self'", 'data:'])
    expect(otherOrigins("script-src 'self'")).toEqual(['*'])
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

  it('proxies /api, /media and the feeds\' addresses (issue 60) to the function, signed; falls back to the SPA shell for every path without a page of its own (a slug newer than the build too), never to the home page', () => {
    expect(redirectRules({ SUPABASE_PROJECT_REF: 'abc' })).toEqual([
      { from: '/api/*', to: 'https://abc.supabase.co/functions/v1/api/:splat', status: 200, signed: 'PROXY_SIGNING_SECRET' },
      { from: '/media/*', to: 'https://abc.supabase.co/functions/v1/api/media/:splat', status: 200, signed: 'PROXY_SIGNING_SECRET' },
      { from: '/blog/feed.xml', to: 'https://abc.supabase.co/functions/v1/api/feeds/en/rss', status: 200, signed: 'PROXY_SIGNING_SECRET' },
      { from: '/blog/atom.xml', to: 'https://abc.supabase.co/functions/v1/api/feeds/en/atom', status: 200, signed: 'PROXY_SIGNING_SECRET' },
      { from: '/events/calendar.ics', to: 'https://abc.supabase.co/functions/v1/api/feeds/en/calendar', status: 200, signed: 'PROXY_SIGNING_SECRET' },
      { from: '/es/blog/feed.xml', to: 'https://abc.supabase.co/functions/v1/api/feeds/es/rss', status: 200, signed: 'PROXY_SIGNING_SECRET' },
      { from: '/es/blog/atom.xml', to: 'https://abc.supabase.co/functions/v1/api/feeds/es/atom', status: 200, signed: 'PROXY_SIGNING_SECRET' },
      { from: '/es/events/calendar.ics', to: 'https://abc.supabase.co/functions/v1/api/feeds/es/calendar', status: 200, signed: 'PROXY_SIGNING_SECRET' },
      { from: '/assets/*', to: '/spa.html', status: 404 },
      { from: '/*', to: '/spa.html', status: 200 },
    ])
  })

  it('caches hashed assets for a year; a page\'s rule, after the one for every path, sets its whole policy and nothing else', () => {
    const [all, assets, page] = headerRules({}, [{ path: '/about', hashes: ['sha256-a'] }], ['sha256-shell'])
    expect(all!.for).toBe('/*')
    expect(assets).toEqual({ for: '/assets/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } })
    expect(page).toEqual({ for: '/about', values: { 'Content-Security-Policy': contentSecurityPolicy({}, ['sha256-a', 'sha256-shell']) } })
  })

  it('refuses a page path that Netlify would read as a pattern', () => {
    for (const bad of ['/blog/:slug', '/blog/*', '/a b']) {
      expect(() => headerRules({}, [{ path: bad, hashes: [] }])).toThrow(`A built page's path cannot be a _headers rule of its own: '${bad}'`)
    }
  })

  it('serves a folder\'s index.html at the folder\'s path and its own', () => {
    expect(servedAt('index.html')).toEqual(['/', '/index.html'])
    expect(servedAt('blog/a-post/index.html')).toEqual(['/blog/a-post', '/blog/a-post/index.html'])
    expect(servedAt('spanish-index.html')).toEqual(['/spanish-index.html'])
  })
})

describe('the SPA shell\'s own policy', () => {
  const policy = "script-src 'self' 'sha256-x'"

  it('goes first in the head, after the character set, before any script', () => {
    const html = '<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/><title>t</title><script>a()</script></head></html>'
    expect(withMetaPolicy(html, policy)).toBe(`<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/><title>t</title><script>a()</script></head></html>`)
    expect(metaPolicies(withMetaPolicy(html, policy))).toEqual([policy])
  })

  it('goes into the implied head of a document without a <head> tag, and replaces a policy already there', () => {
    const once = withMetaPolicy('<!doctype html><title>shell</title><script>start()</script>', policy)
    expect(once).toBe(`<!doctype html><meta http-equiv="Content-Security-Policy" content="${policy}"/><title>shell</title><script>start()</script>`)
    expect(metaPolicies(withMetaPolicy(once, "script-src 'self'"))).toEqual(["script-src 'self'"])
  })
})

describe('writeHostRules', () => {
  let dist: string
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('writes files that Netlify\'s parsers read back as the rules: each page\'s inline scripts in its own rule, the shell\'s in the shell', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'host-rules-'))
    mkdirSync(path.join(dist, 'about'))
    writeFileSync(path.join(dist, 'index.html'), '<body><script>alert(1)</script></body>')
    writeFileSync(path.join(dist, 'about', 'index.html'), '<body><script>alert(2)</script><script type="application/ld+json">{}</script></body>')
    writeFileSync(path.join(dist, 'spa.html'), '<html><head><script type="module" src="/assets/a.js"></script></head><body><script>alert(3)</script></body></html>')
    const env = { SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }
    writeHostRules(dist, env)

    const redirects = await parseAllRedirects({ redirectsFiles: [path.join(dist, '_redirects')], configRedirects: [], minimal: true })
    expect(redirects.errors).toEqual([])
    expect(redirects.redirects).toEqual(redirectRules(env).map((rule) => expect.objectContaining({ ...rule, force: false })))
    // the /api and /media rules are signed with PROXY_SIGNING_SECRET, as Netlify's parser reads them back
    expect(readFileSync(path.join(dist, '_redirects'), 'utf8')).toContain('/api/*  https://abcdefghijklmnopqrst.supabase.co/functions/v1/api/:splat  200  Sign=PROXY_SIGNING_SECRET\n')
    expect(redirects.redirects[0]).toMatchObject({ from: '/api/*', status: 200, signed: 'PROXY_SIGNING_SECRET', conditions: {} })
    // the media rule too: the function refuses unsigned requests (issue 57 item 7)
    expect(redirects.redirects[1]).toMatchObject({ from: '/media/*', status: 200, signed: 'PROXY_SIGNING_SECRET' })

    const headers = await parseAllHeaders({ headersFiles: [path.join(dist, '_headers')], configHeaders: [], minimal: true })
    expect(headers.errors).toEqual([])
    // printf 'alert(N)' | openssl dgst -sha256 -binary | base64
    const [one, two, three] = ['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=', 'sha256-4axlHpxgDbFzJObpXPFZgZhULrEGgJiud3OwxN9unHg=', 'sha256-5Is0iOrp0OIpy+NPSOQNiq9I+QVh17T4g50RMVURhI8=']
    expect(headers.headers).toEqual(headerRules(env, [
      { path: '/about', hashes: [two!] }, { path: '/about/index.html', hashes: [two!] },
      { path: '/', hashes: [one!] }, { path: '/index.html', hashes: [one!] },
    ], [three!]))
    expect(readFileSync(path.join(dist, '_headers'), 'utf8')).toContain(`/about\n  Content-Security-Policy: default-src 'self'; script-src 'self' '${two}' '${three}' https://embeds.every.org https://js.stripe.com`)
    expect(readFileSync(path.join(dist, 'spa.html'), 'utf8')).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' '${three}' https://embeds.every.org https://js.stripe.com https://*.js.stripe.com"/><script type="module" src="/assets/a.js"></script></head><body><script>alert(3)</script></body></html>`)
  })

  it('stops, naming the file, when the build has no SPA shell', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'host-rules-'))
    expect(() => writeHostRules(dist, {})).toThrow(`${dist} has no SPA shell (spa.html)`)
  })
})

// A built site of 500 posts in English and Spanish, each page with inline scripts of its own as
// the build writes them: the router's stream part (the page's dehydrated data) and the preload
// of its own chunks differ on every page, the start stage and the stream boundary are the same.
const script = (body: string) => `<script>${body}</script>`
const builtPage = (data: string, chunks: string) => '<!DOCTYPE html><html><head><meta charSet="UTF-8"/>'
  + `<script type="application/ld+json">{"headline":"${data}"}</script></head><body>`
  + `<script data-tsr-stream-part="">self.$R=${JSON.stringify({ data })}</script>`
  + script(`requestAnimationFrame(()=>{const P=["/assets/start-react.js"]})`)
  + script(`requestAnimationFrame(()=>{const P=${JSON.stringify(chunks)}})`)
  + script('document.currentScript.remove();/*$tsr-stream-boundary*/') + '</body></html>'

describe('a site of 500 posts', () => {
  let dist: string
  let rules: Header[]
  const env = { SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1', VITE_GA_MEASUREMENT_ID: 'G-1' }
  const files = new Map<string, string>()
  for (let post = 0; post < 500; post++) {
    for (const prefix of ['', 'es/']) files.set(`${prefix}blog/post-${post}/index.html`, builtPage(`${prefix}post ${post}`, `/assets/post-${post}.js`))
  }
  files.set('index.html', builtPage('home', '/assets/home.js'))
  files.set('spa.html', builtPage('the shell', '/assets/shell.js'))

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'host-rules-site-'))
    for (const [file, html] of files) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
      writeFileSync(path.join(dist, file), html)
    }
    writeHostRules(dist, env)
    const parsed = await parseAllHeaders({ headersFiles: [path.join(dist, '_headers')], configHeaders: [], minimal: false })
    expect(parsed.errors).toEqual([])
    rules = parsed.headers as Header[]
  })
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  const own = (file: string) => new Set(inlineScriptHashes(files.get(file)!))
  const shell = own('spa.html')
  /** What inline scripts the document served at `urlPath` may run, under `combining`. */
  const allowedAt = (urlPath: string, servedFile: string, combining: Combining) =>
    allowedInlineScripts([...headerPolicies(rules, urlPath, combining), ...metaPolicies(readFileSync(path.join(dist, servedFile), 'utf8'))])

  it('keeps every header value under 4 KB, with every third party on', () => {
    const sizes = rules.flatMap((rule) => Object.entries(rule.values).map(([name, value]) => ({ rule: rule.for, name, bytes: Buffer.byteLength(value) })))
    expect(sizes.length).toBeGreaterThan(2000)
    expect(sizes.filter(({ bytes }) => bytes >= 4096)).toEqual([])
  })

  it('lets each page run its own inline scripts (and the shell\'s) and no other, whether the host keeps the last matching rule or joins them', () => {
    expect(new Set(files.values()).size).toBe(files.size)
    for (const combining of COMBININGS) {
      for (const file of files.keys()) {
        if (file === 'spa.html') continue
        for (const urlPath of servedAt(file)) expect(allowedAt(urlPath, file, combining), `${urlPath} (${combining})`).toEqual(new Set([...own(file), ...shell]))
      }
    }
  })

  it('closes the staff area\'s documents to every other origin, whether the host keeps the last matching rule or joins them, and only them', () => {
    const shellMeta = metaPolicies(readFileSync(path.join(dist, 'spa.html'), 'utf8'))
    for (const combining of COMBININGS) {
      for (const urlPath of ['/admin', '/admin/applicants/42', '/admin/contacts?q=Maria', '/ADMIN/login', '/admin-login', '/es/admin/events', '/es/admin-login']) {
        const policies = [...headerPolicies(rules, new URL(urlPath, 'https://site.test').pathname, combining), ...shellMeta]
        expect(policies.map(otherOrigins), `${urlPath} (${combining})`).toContainEqual([])
      }
      for (const urlPath of ['/', '/blog/post-7', '/es/blog/post-7', '/no-such-page', '/blog/a-post-newer-than-the-build']) {
        const policies = headerPolicies(rules, urlPath, combining)
        for (const policy of policies) expect(otherOrigins(policy), `${urlPath} (${combining})`).toContain('https://embeds.every.org')
      }
    }
  })

  it('lets the shell run its own inline scripts and no other at every path it is served at, one a page\'s rule matches too', () => {
    expect(shell.size).toBe(4)
    for (const combining of COMBININGS) {
      for (const urlPath of ['/admin', '/admin/login', '/admin-login', '/es/admin', '/no-such-page', '/blog/a-post-newer-than-the-build', '/es/blog', '/spa.html', '/BLOG/POST-7']) {
        expect(allowedAt(urlPath, 'spa.html', combining), `${urlPath} (${combining})`).toEqual(shell)
      }
    }
  })
})
