// The router manifest of the client build: what TanStack Router's server rendering names in each
// page (createRequestHandler's getRouterManifest): under the root route, the entry and its
// imports; under each route, the chunks of its code, so the browser fetches them with the entry
// instead of after it. Both as inline scripts that ask for the code after the page's first paint
// (after-first-paint.ts). Route files are mapped to route ids by the router generator itself (a
// GeneratorPlugin), chunks to their source files by the bundle.
import type { GeneratorPlugin } from '@tanstack/router-generator'
import type { Manifest } from '@tanstack/react-router'
import type { Rollup } from 'vite'
import { afterFirstPaint } from './after-first-paint.ts'
import { importClosure } from './chunk-graph.ts'
import { START_STAGES } from './start-stages.ts'

export const ROOT_ROUTE_ID = '__root__'

/** The route id of each route file (absolute path), as the router generator assigned them. */
export function routeFilesPlugin(): { plugin: GeneratorPlugin; routeIdOf: (file: string) => string | undefined } {
  let generator: Parameters<NonNullable<GeneratorPlugin['init']>>[0]['generator'] | undefined
  return {
    plugin: { name: 'route-files', init: (opts) => void (generator = opts.generator) },
    routeIdOf: (file) => generator?.getRoutesByFileMap().get(file)?.routeId,
  }
}

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'name' | 'imports' | 'isEntry' | 'moduleIds'>

/**
 * The manifest of a client bundle whose one entry is the app's: the root route runs the start
 * stages' chunks and then the entry (its static imports preloaded), every route whose component the router plugin split off
 * preloads the chunk that holds it (its own, or a chunk group's: page-chunks.ts) and what that imports beyond the entry's
 * share. URLs start at `base`.
 */
export function routeManifest(chunks: readonly Chunk[], routeIdOf: (file: string) => string | undefined, base = '/'): Manifest {
  const entries = chunks.filter((chunk) => chunk.isEntry)
  if (entries.length !== 1) throw new Error(`route manifest: expected one entry chunk, found ${entries.length}`)
  const entry = entries[0]!
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]))
  const closure = (file: string) => importClosure((name) => importsOf.get(name) ?? [], [file])
  const url = (file: string) => `${base}${file}`
  const initial = closure(entry.fileName)
  const stages = START_STAGES.flatMap(({ name }) => chunks.filter((chunk) => chunk.name === name && initial.has(chunk.fileName)).map((chunk) => url(chunk.fileName)))
  const routes: Manifest['routes'] = {
    [ROOT_ROUTE_ID]: {
      scripts: [{ children: afterFirstPaint({ preloads: [...initial].filter((file) => file !== entry.fileName).map(url), stages, entry: url(entry.fileName) }) }],
    },
  }
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const [source, query] = id.split('?')
      if (query !== 'tsr-split=component') continue
      const routeId = routeIdOf(source!)
      if (!routeId) throw new Error(`route manifest: ${source} was split as a route component but is no route the generator knows`)
      routes[routeId] = { scripts: [{ children: afterFirstPaint({ preloads: [...closure(chunk.fileName)].filter((file) => !initial.has(file)).map(url) }) }] }
    }
  }
  return { routes }
}

/** The development server's manifest: the entry's source, which Vite serves and transforms. */
export const devManifest = (entry: string): Manifest => ({
  routes: { [ROOT_ROUTE_ID]: { scripts: [{ attrs: { type: 'module', src: entry } }] } },
})
