import { readFileSync } from 'node:fs'
import { expect, test } from '../support/test'
import { snapshotOf, type PageSnapshot } from './golden-extract'

// The golden test: every public page's visible text and JSON-LD, as the production build
// serves them, are exactly those recorded in golden/pages.json (scripts/content/golden.ts).
// Moving the site's content from code into the database must not change a word a visitor or
// a crawler reads; a deliberate change rewrites the file and is reviewed in its diff.
const golden = JSON.parse(readFileSync(new URL('./golden/pages.json', import.meta.url), 'utf8')) as Record<string, PageSnapshot>

test('the golden file covers the site', () => {
  expect(Object.keys(golden)).toEqual(expect.arrayContaining([
    '/', '/about', '/services', '/get-involved', '/resources', '/contact', '/donate',
    '/privacy', '/terms', '/accessibility', '/sitemap', '/services/day-habilitation',
  ]))
})

for (const [path, expected] of Object.entries(golden)) {
  test(`${path} reads exactly as recorded`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const actual = snapshotOf(await response.text())
    expect(actual.title).toBe(expected.title)
    expect(actual.text).toEqual(expected.text)
    expect(actual.jsonLd).toEqual(expected.jsonLd)
  })
}
