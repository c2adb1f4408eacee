// No import circles anywhere in the repository (issue 59 item 3), type-only imports counted too:
// break one by moving what both sides need to a file of its own.
import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { circles, importGraph, sourceFiles, staticSpecifiers } from './import-graph.ts'

const ROOTS = ['src', 'scripts', 'supabase', 'netlify', 'e2e', 'bench', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'playwright.payments.config.ts', 'eslint.config.js']

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
  })
})

describe('the repository', () => {
  let graph = new Map<string, string[]>()
  beforeAll(async () => {
    // router.tsx imports the generated route tree, which npm test's first step writes
    if (!existsSync('src/routeTree.gen.ts')) await import('../gen-routes.ts')
    graph = importGraph(process.cwd(), sourceFiles(process.cwd(), ROOTS))
  })

  it('has no import circle', () => {
    const found = circles(graph)
    expect(found, `import circles (break each by moving what both sides need to a file of its own): ${JSON.stringify(found, null, 2)}`).toEqual([])
  })
})
