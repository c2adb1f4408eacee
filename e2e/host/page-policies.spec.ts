// The Content-Security-Policy of the pages as the end-to-end stack serves them: the public
// pages, rendered on request by the render function (scripts/build/page-function.ts; issue 58),
// each with a policy of its own in its answer, whose script-src names exactly its own inline
// scripts (Netlify applies no _headers rule to a function's answer); the staff area, answered by
// the SPA shell from the build, under the build's dist/_headers (read with Netlify's own parser)
// and the shell's meta policy, whether the host keeps the last matching rule's value (as the
// local host and Netlify's own local servers do) or joins them with a comma
// (scripts/host/effective-policy.ts). No header value reaches 4 KB. The browser checks of the
// same policies are in csp.spec.ts.
import path from 'node:path'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { expect, test, type APIRequestContext } from '../support/test'
import { allowedInlineScripts, headerPolicies, metaPolicies, otherOrigins } from '../../scripts/host/effective-policy.ts'
import { inlineScriptHashes } from '../../scripts/host/host-rules.ts'
import { SPA_SHELL } from '../../scripts/host/spa-shell.ts'

const distDir = path.resolve(process.env.WEB_DIST_DIR ?? `.local/e2e-${process.env.E2E_PORT ?? 4173}/dist`)

/** Paths the shell answers: the staff area, and the shell's own file. */
const SHELL_PATHS = ['/admin', '/admin/login', '/admin-login', '/es/admin', `/${SPA_SHELL}`]

async function rules(): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(distDir, '_headers')], configHeaders: [], minimal: false })
  expect(errors).toEqual([])
  return headers as Header[]
}

/** The document at `urlPath` as served: its inline scripts, and what inline scripts it may run as sent and as the rules would be joined. */
async function served(request: APIRequestContext, rulesRead: Header[], urlPath: string) {
  const res = await request.get(urlPath)
  expect(res.status(), urlPath).toBe(200)
  const html = await res.text()
  const sent = res.headers()['content-security-policy'] ?? ''
  return {
    sent,
    scripts: new Set(inlineScriptHashes(html)),
    asSent: allowedInlineScripts([...sent.split(','), ...metaPolicies(html)]),
    joined: allowedInlineScripts([...headerPolicies(rulesRead, urlPath, 'comma-joined'), ...metaPolicies(html)]),
  }
}

/** Every page the sitemap lists, as a URL path. */
async function listedPages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
}

test('no header value of the build or of a page reaches 4 KB', async ({ request }) => {
  const sizes = (await rules()).flatMap((rule) => Object.entries(rule.values).map(([name, value]) => ({ rule: rule.for, name, bytes: Buffer.byteLength(value) })))
  expect(sizes.length).toBeGreaterThan(6)
  expect(sizes.filter(({ bytes }) => bytes >= 4096)).toEqual([])
  for (const urlPath of ['/', '/events', '/blog/celebrating-our-nonprofit-recognition', '/no-such-page']) {
    const sent = (await request.get(urlPath)).headers()
    expect(Object.entries(sent).filter(([, value]) => Buffer.byteLength(value) >= 4096), urlPath).toEqual([])
  }
})

test('every page the sitemap lists, and the not-found page, may run exactly its own inline scripts, by the policy in its answer', async ({ request }) => {
  test.setTimeout(120_000)
  const pages = await listedPages(request)
  expect(pages.length).toBeGreaterThan(50)
  for (const urlPath of [...pages, '/no-such-page']) {
    const res = await request.get(urlPath)
    const html = await res.text()
    const sent = res.headers()['content-security-policy'] ?? ''
    const scripts = new Set(inlineScriptHashes(html))
    expect(scripts.size, urlPath).toBeGreaterThan(0)
    expect(sent.includes(','), urlPath).toBe(false)
    expect(metaPolicies(html), urlPath).toEqual([])
    expect(allowedInlineScripts([sent]), urlPath).toEqual(scripts)
  }
})

test('the SPA shell may run exactly its own inline scripts at every path it answers, as served and with the rules joined', async ({ request }) => {
  const rulesRead = await rules()
  for (const urlPath of SHELL_PATHS) {
    const shell = await served(request, rulesRead, urlPath)
    expect(shell.scripts.size, urlPath).toBeGreaterThan(0)
    expect(shell.asSent, urlPath).toEqual(shell.scripts)
    expect(shell.joined, `${urlPath}, rules joined`).toEqual(shell.scripts)
  }
})

test('the staff area\'s documents are under a policy that names no other origin, as served and with the rules joined; the public site\'s are not', async ({ request }) => {
  const rulesRead = await rules()
  const policiesAt = async (urlPath: string) => {
    const res = await request.get(urlPath)
    expect(res.status(), urlPath).toBe(urlPath === '/no-such-page' ? 404 : 200)
    const meta = metaPolicies(await res.text())
    const header = (res.headers()['content-security-policy'] ?? '').split(',')
    return { header, asSent: [...header, ...meta], joined: [...headerPolicies(rulesRead, urlPath, 'comma-joined'), ...meta] }
  }
  // Every policy a document is given is enforced: one that names no other origin closes it to all.
  for (const urlPath of ['/admin', '/admin/login', '/admin/applicants', '/admin-login', '/es/admin']) {
    const { asSent, joined } = await policiesAt(urlPath)
    expect(asSent.map(otherOrigins), urlPath).toContainEqual([])
    expect(joined.map(otherOrigins), `${urlPath}, rules joined`).toContainEqual([])
  }
  for (const urlPath of ['/', '/donate', '/no-such-page']) {
    const { header } = await policiesAt(urlPath)
    expect(header.map(otherOrigins), urlPath).toEqual([expect.arrayContaining(['https://embeds.every.org'])])
  }
})
