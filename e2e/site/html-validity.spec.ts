import { readdirSync } from 'node:fs'
import path from 'node:path'
import { nuProblems } from '../support/nu-checker'
import { expect, test } from '../support/test'

// Every page the build writes (the prerendered public pages with their content, and the SPA
// shell) is valid HTML by the Nu HTML Checker (e2e/support/nu-checker.ts). The build checked is
// the one this run serves (scripts/e2e.ts: WEB_DIST_DIR).

const distDir = path.resolve(process.env.WEB_DIST_DIR ?? `.local/e2e-${process.env.E2E_PORT ?? 4173}/dist`)

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort()

test('every page of the build is valid HTML (Nu HTML Checker: no errors, no warnings)', () => {
  test.setTimeout(120_000)
  const files = htmlFiles(distDir)
  // The home page, a prerendered page, a service, a post, an event and the SPA shell, at least, in both languages.
  expect(files).toEqual(expect.arrayContaining([
    'index.html', path.join('about', 'index.html'), path.join('services', 'day-habilitation', 'index.html'),
    path.join('blog', 'celebrating-our-nonprofit-recognition', 'index.html'), path.join('events', 'family-resource-fair', 'index.html'), 'spa.html',
    // and their Spanish twins (issue 36)
    path.join('es', 'index.html'), path.join('es', 'about', 'index.html'), path.join('es', 'services', 'day-habilitation', 'index.html'),
    path.join('es', 'blog', 'celebrating-our-nonprofit-recognition', 'index.html'), path.join('es', 'events', 'family-resource-fair', 'index.html'),
  ]))
  const problems = nuProblems(distDir, files)
  if (problems.length > 0) console.log(`Nu HTML Checker, ${problems.length} problems:\n${problems.join('\n')}`)
  expect(problems).toEqual([])
})
