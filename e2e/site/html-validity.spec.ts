import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { nuProblems } from '../support/nu-checker'
import { expect, test, type APIRequestContext } from '../support/test'

// Every page the site serves (the public pages with their content, rendered on request by the
// render function: issue 58; the not-found page; the SPA shell of the staff area) is valid HTML
// by the Nu HTML Checker (e2e/support/nu-checker.ts). The pages are fetched from the stack this
// run serves and checked as files in a folder of their own.

/** Writes each page as served into `dir` (<path>/index.html); the files' names, relative to it. */
async function servedFiles(request: APIRequestContext, dir: string, urlPaths: string[]): Promise<string[]> {
  const files: string[] = []
  for (const urlPath of urlPaths) {
    const res = await request.get(urlPath)
    expect(res.status(), urlPath).toBe(urlPath === '/no-such-page' ? 404 : 200)
    const file = path.join(urlPath.replace(/^\/+/, ''), 'index.html')
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), await res.text())
    files.push(file)
  }
  return files
}

test('every page the site serves is valid HTML (Nu HTML Checker: no errors, no warnings)', async ({ request }) => {
  test.setTimeout(180_000)
  const xml = await (await request.get('/sitemap.xml')).text()
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
  // The home page, a page, a service, a post and an event at least, in both languages (issue 36).
  expect(listed).toEqual(expect.arrayContaining([
    '/', '/about', '/services/day-habilitation', '/blog/celebrating-our-nonprofit-recognition', '/events/family-resource-fair',
    '/es', '/es/about', '/es/services/day-habilitation', '/es/blog/celebrating-our-nonprofit-recognition', '/es/events/family-resource-fair',
  ]))
  const dir = mkdtempSync(path.join(tmpdir(), 'html-validity-'))
  try {
    // and a form's result page, a held form's mailed page, the not-found page and the SPA shell (the staff area's document)
    const files = await servedFiles(request, dir, [...listed, '/forms/contact-sent', '/es/forms/contact-sent',
      '/forms/held-confirm?token=x', '/es/forms/held-confirm?token=x', '/no-such-page', '/admin'])
    const problems = nuProblems(dir, files)
    if (problems.length > 0) console.log(`Nu HTML Checker, ${problems.length} problems:\n${problems.join('\n')}`)
    expect(problems).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
