// Bundle figures: builds the site with a plugin that records which modules went into
// which chunk, then sums gzipped bytes per route and for Home's first load.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'
import { importClosure } from '../scripts/build/chunk-graph.ts'
import { root } from '../scripts/stack/functions.ts'
import { BENCH_API_PORT } from './stack.ts'

type Chunk = { file: string; imports: string[]; modules: string[]; css: string[]; isEntry: boolean }
export type RouteWeight = { route: string; jsKb: number; cssKb: number; forbidden: string[] }
export type BundleReport = { homeInitialKb: number; entryKb: number; routes: RouteWeight[] }

/**
 * Module paths that must never reach a public route's chunks. The route tree itself is in
 * every visitor's entry, so what it must call before anything lazy can load is allowed: the
 * admin routes' `beforeLoad` guard, the sign-in routes' `validateSearch`, and the page editor's
 * page names (its params' parser and head: eight labels). Guard screens, forms, editors and the
 * auth client are not.
 */
const PRIVATE_CODE = /src\/features\/(admin|cms|auth)\/|node_modules\/(@stripe|stripe|@supabase)\//
const ROUTE_TREE_ALLOWED = /src\/features\/(auth\/lib\/(guard|redirect-search)|cms\/lib\/page-labels)\.ts$/

function collectChunks(into: Map<string, Chunk>): Plugin {
  return {
    name: 'bench-collect-chunks',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue
        const css = [...(item.viteMetadata?.importedCss ?? [])]
        into.set(item.fileName, { file: item.fileName, imports: item.imports, modules: item.moduleIds, css, isEntry: item.isEntry })
      }
    },
  }
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(root, 'dist', file)), { level: 9 }).length / 1024

const closure = (chunks: Map<string, Chunk>, start: string[]) => importClosure((file) => chunks.get(file)?.imports ?? [], start)

function weigh(chunks: Map<string, Chunk>, files: Set<string>) {
  const css = new Set([...files].flatMap((f) => chunks.get(f)?.css ?? []))
  const jsKb = [...files].reduce((sum, f) => sum + gzipKb(f), 0)
  const cssKb = [...css].reduce((sum, f) => sum + gzipKb(f), 0)
  return { jsKb, cssKb }
}

export async function measureBundle(): Promise<BundleReport> {
  const chunks = new Map<string, Chunk>()
  // The build's /api rule (dist/_redirects) and its prerender's reads go to the bench's own api
  // function, which the stack started after the build serves; the default port is the dev stack's.
  process.env.API_PORT = String(BENCH_API_PORT)
  await build({ configFile: path.join(root, 'vite.config.ts'), root, logLevel: 'warn', plugins: [collectChunks(chunks)] })
  const entry = [...chunks.values()].find((c) => c.isEntry)
  if (!entry) throw new Error('The build produced no entry chunk.')
  const entryFiles = closure(chunks, [entry.file])

  const routeFiles = new Set(
    [...chunks.values()].flatMap((c) => c.modules).flatMap((id) => {
      const match = /src\/routes\/(.+?\.tsx)\?tsr-split/.exec(id)
      return match ? [match[1]!] : []
    }),
  )
  const routes: RouteWeight[] = [...routeFiles].sort().map((routeFile) => {
    const own = [...chunks.values()].filter((c) => c.modules.some((id) => id.includes(`src/routes/${routeFile}?tsr-split`)))
    const files = closure(chunks, [entry.file, ...own.map((c) => c.file)])
    const { jsKb, cssKb } = weigh(chunks, files)
    const isPrivate = /^(admin|_admin)/.test(routeFile)
    const forbidden = isPrivate
      ? []
      : [...new Set([...files].flatMap((f) => chunks.get(f)!.modules.filter((id) => PRIVATE_CODE.test(id) && !ROUTE_TREE_ALLOWED.test(id))))]
    return { route: routeFile, jsKb, cssKb, forbidden }
  })

  const home = routes.find((r) => r.route === 'index.tsx')
  const entryWeight = weigh(chunks, entryFiles)
  return {
    homeInitialKb: home ? home.jsKb + home.cssKb : entryWeight.jsKb + entryWeight.cssKb,
    entryKb: entryWeight.jsKb,
    routes,
  }
}
