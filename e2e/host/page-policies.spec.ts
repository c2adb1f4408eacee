// The Content-Security-Policy of the build the end-to-end stack serves (its dist/_headers, read
// with Netlify's own parser, and the SPA shell's meta policy): no header value reaches 4 KB, and
// every page, fetched from the host as a visitor gets it, may run exactly its own inline scripts
// (and the shell's: scripts/stack/host-rules.ts headerRules) under the policies it is given,
// whether the host keeps the last matching rule's value (as the local host and Netlify's own local
// servers do) or joins them with a comma (scripts/stack/effective-policy.ts). The browser checks
// of the same policies are in csp.spec.ts.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { expect, test, type APIRequestContext } from '../support/test'
import { allowedInlineScripts, headerPolicies, metaPolicies, otherOrigins } from '../../scripts/stack/effective-policy.ts'
import { inlineScriptHashes, servedAt } from '../../scripts/stack/host-rules.ts'
import { SPA_SHELL } from '../../scripts/stack/prerender.ts'

const distDir = path.resolve(process.env.WEB_DIST_DIR ?? `.local/e2e-${process.env.E2E_PORT ?? 4173}/dist`)

/** Every built HTML file, relative to the build folder, with /. */
function htmlFiles(dir = distDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return htmlFiles(full)
    return name.endsWith('.html') ? [path.relative(distDir, full).split(path.sep).join('/')] : []
  })
}

/** Paths the shell answers: the admin area, a slug newer than the build, a page that does not exist, a page's path in other case. */
const SHELL_PATHS = ['/admin', '/admin/login', '/blog/a-post-newer-than-the-build', '/es/events/not-yet-built', '/no-such-page', '/ABOUT', `/${SPA_SHELL}`]

async function rules(): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(distDir, '_headers')], configHeaders: [], minimal: false })
  expect(errors).toEqual([])
  return headers as Header[]
}

/** The page at `urlPath` as served: its inline scripts, and what inline scripts it may run as sent and as the rules would be joined. */
async function served(request: APIRequestContext, rulesRead: Header[], urlPath: string) {
  const res = await request.get(urlPath)
  expect(res.status(), urlPath).toBe(200)
  const html = await res.text()
  const sent = res.headers()['content-security-policy'] ?? ''
  return {
    scripts: new Set(inlineScriptHashes(html)),
    asSent: allowedInlineScripts([...sent.split(','), ...metaPolicies(html)]),
    joined: allowedInlineScripts([...headerPolicies(rulesRead, urlPath, 'comma-joined'), ...metaPolicies(html)]),
  }
}

test('no header value of the build reaches 4 KB', async () => {
  const sizes = (await rules()).flatMap((rule) => Object.entries(rule.values).map(([name, value]) => ({ rule: rule.for, name, bytes: Buffer.byteLength(value) })))
  // the rule for every path, the assets' and two (a path and its index.html) for each page
  expect(sizes.length).toBeGreaterThan(2 * htmlFiles().length)
  expect(sizes.filter(({ bytes }) => bytes >= 4096)).toEqual([])
})

test('every built page may run exactly its own inline scripts and the shell\'s, as served and with the rules joined', async ({ request }) => {
  test.setTimeout(120_000)
  const rulesRead = await rules()
  const shell = await served(request, rulesRead, '/no-such-page')
  expect(shell.scripts.size).toBeGreaterThan(0)
  const pages = htmlFiles().filter((file) => file !== SPA_SHELL)
  expect(pages.length).toBeGreaterThan(50)
  for (const file of pages) {
    for (const urlPath of servedAt(file)) {
      const page = await served(request, rulesRead, urlPath)
      const expected = new Set([...page.scripts, ...shell.scripts])
      expect(page.asSent, urlPath).toEqual(expected)
      expect(page.joined, `${urlPath}, rules joined`).toEqual(expected)
    }
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
    expect(res.status(), urlPath).toBe(200)
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
