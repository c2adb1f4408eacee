// No import circles (issue 59 item 3): none at all in scripts/ and supabase/functions/, and
// elsewhere none but the known ones, which may only go away (known-circles.ts).
import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { circles, closesCircle, importGraph, sourceFiles, staticSpecifiers, withoutImports } from './import-graph.ts'
import { KNOWN_CIRCLES } from './known-circles.ts'

const ROOTS = ['src', 'scripts', 'supabase', 'netlify', 'e2e', 'bench', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'playwright.payments.config.ts', 'eslint.config.js']
const NO_CIRCLES_AT_ALL = /^(scripts|supabase\/functions)\//

describe('the import graph', () => {
  it('reads static imports and re-exports, type-only ones too, and leaves out dynamic imports', () => {
    const text = [
      "import a from './a.ts'", "import type { B } from './b.ts'", "export { c } from './c.ts'",
      "export type { D } from './d.ts'", "import './e.ts'", "const f = await import('./f.ts')",
    ].join('\n')
    expect(staticSpecifiers('x.ts', text)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.ts'])
  })

  it('finds each circle once, with every file in it, and a file importing itself', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []], ['e', ['e']], ['f', ['a']]])
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['e']])
    expect(closesCircle(graph, 'c', 'a')).toBe(true)
    expect(closesCircle(graph, 'c', 'd')).toBe(false)
    expect(circles(withoutImports(graph, [['c', 'a'], ['e', 'e']]))).toEqual([])
  })
})

describe('the repository', () => {
  let graph = new Map<string, string[]>()
  beforeAll(async () => {
    // router.tsx imports the generated route tree, which npm test's first step writes
    if (!existsSync('src/routeTree.gen.ts')) await import('../gen-routes.ts')
    graph = importGraph(process.cwd(), sourceFiles(process.cwd(), ROOTS))
  })

  it('has no import circle but the known ones', () => {
    const found = circles(withoutImports(graph, KNOWN_CIRCLES))
    expect(found, `import circles (break each by moving what both sides need to a file of its own): ${JSON.stringify(found, null, 2)}`).toEqual([])
  })

  it('lists only imports that still close a circle, none in scripts/ or supabase/functions/', () => {
    const stale = KNOWN_CIRCLES.filter(([from, to]) => !graph.get(from)?.includes(to) || !closesCircle(graph, from, to))
    expect(stale, 'these no longer close a circle: remove them from scripts/imports/known-circles.ts').toEqual([])
    expect(KNOWN_CIRCLES.filter(([from]) => NO_CIRCLES_AT_ALL.test(from))).toEqual([])
  })
})
