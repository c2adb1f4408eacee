// Prerendering of the public pages at build time: after the client build, src/prerender.tsx is
// bundled for Node with the same Vite config, each page in PRERENDERED_PAGES is rendered into a
// copy of index.html (dist/<path>/index.html, the home page in dist/index.html), each detail
// route in PRERENDERED_TEMPLATES once in its loading state (dist/services/_/index.html), and the
// plain SPA shell is kept as dist/spa.html for every other path (admin, 404, other details).
// Hosts serve a path's own file, else its template's, else spa.html (production-serving.ts does).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Rollup } from 'vite'
import { importClosure } from './chunk-graph.ts'
import { scriptsAfterFirstPaint } from './scripts-after-paint.ts'

/**
 * The /api response a prerendered page's list shows, which the page's start script asks for at
 * once so it downloads while the JavaScript does (apiFetch takes the request over), and
 * the contract module the list's query imports on demand to check it: its code is preloaded too,
 * or the list would wait for the entry to run before that download even starts.
 */
type PageData = { url: string; contract?: string }

/** Public pages whose content does not depend on the URL beyond their path, with the data their list shows. */
export const PRERENDERED_PAGES: Record<string, readonly PageData[]> = {
  '/': [], '/about': [],
  '/services': [{ url: '/api/services', contract: 'supabase/functions/_shared/contract/services.ts' }],
  '/blog': [{ url: '/api/blog', contract: 'supabase/functions/_shared/contract/blog.ts' }],
  '/events': [{ url: '/api/events', contract: 'supabase/functions/_shared/contract/events.ts' }],
  '/get-involved': [], '/resources': [], '/contact': [], '/donate': [], '/privacy': [], '/terms': [],
  '/accessibility': [], '/sitemap': [],
}

/**
 * Detail routes whose loading state (header, placeholders, footer) does not depend on the slug:
 * prerendered once and served for every slug. No head tags: they would name the template.
 */
export const PRERENDERED_TEMPLATES = ['/services/$serviceSlug'] as const

export const SPA_SHELL = 'spa.html'

/** The file a prerendered path or template is written to, relative to the build folder ($-segments become '_'). */
export const prerenderedFile = (urlPath: string) =>
  path.join(urlPath.replace(/^\/+|\/+$/g, '').replace(/\$[^/]+/g, '_'), 'index.html')

// React emits a page's hoisted <title>, <meta> and <link> tags first; they belong in <head>.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/

// Emotion writes a <style data-emotion="css <ids>"> before each styled element (and a
// "css-global <id>" tag per global style).
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([^<]*)<\/style>/g

/**
 * Moves Emotion's inline styles out of the markup into <head>: the global tags as they are and
 * every element style in one tag, in document order, in the format Emotion's client cache adopts
 * ("css id1 id2 …"). The browser then parses one stylesheet instead of one per element.
 */
export function hoistStyles(markup: string, shell = ''): { styles: string; body: string } {
  const globals: string[] = []
  const ids: string[] = []
  const rules: string[] = []
  const body = markup.replace(EMOTION_STYLE, (tag: string, names: string, css: string) => {
    if (names.startsWith('css ')) {
      ids.push(...names.slice(4).split(' '))
      rules.push(css)
    } else if (css !== '' && !shell.includes(tag)) globals.push(tag) // the shell carries Chakra's (site-global-css.ts)
    return ''
  })
  const styles = globals.join('') + (ids.length ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '')
  return { styles, body }
}

/**
 * The client chunks each lazily loaded module needs, by its source file: a route's component
 * (the chunk the router plugin split it into) or a module the code imports on demand, each
 * with everything it imports ('src/routes/about.tsx' → ['assets/about-….js', 'assets/button-….js', …]).
 * Read from the client build's bundle.
 */
export function lazyModuleChunks(bundle: Rollup.OutputBundle, root: string): Map<string, string[]> {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []))
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]))
  const bySource = new Map<string, string[]>()
  const relative = (id: string) => path.relative(root, id).split(path.sep).join('/')
  for (const chunk of chunks) {
    if (chunk.isEntry) continue
    const [source, query] = (chunk.facadeModuleId ?? '').split('?')
    const needed = () => [...importClosure((file) => importsOf.get(file) ?? [], [chunk.fileName])]
    if (query === 'tsr-split=component') bySource.set(relative(source!), needed())
    // A module imported on demand shares a chunk with whatever else is always imported with it.
    else if (query === undefined) {
      const files = needed()
      for (const id of chunk.moduleIds) bySource.set(relative(id), files)
    }
  }
  return bySource
}

/** Route id → source file, as the generated route tree imports them ('/services/' → 'src/routes/services.index.tsx'). */
export function routeSourceFiles(routeTree: string): Map<string, string> {
  const files = new Map([...routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)].map(([, name, file]) => [name!, `src/${file}.tsx`]))
  return new Map([...routeTree.matchAll(/const \w+ = (\w+)\.update\(\{\s*id: '([^']+)'/g)].map(([, name, id]) => [id!, files.get(name!)!]))
}

/**
 * Places a rendered page into the shell: head tags (marked, for main.tsx to tidy once React has
 * its own), preloads for the route's code and data, styles and the body markup; the page's code
 * is asked for after its first paint (scripts-after-paint.ts).
 */
export function pageHtml(
  shell: string, rendered: string, urlPath: string,
  { dataUrls, moduleUrls, start }: { dataUrls: readonly string[]; moduleUrls: readonly string[]; start: string },
): string {
  const head = HOISTED.exec(rendered)?.[0] ?? ''
  const { styles, body } = hoistStyles(rendered.slice(head.length), shell)
  const template = urlPath.includes('$')
  const marked = template ? '' : head.replace(/<(title|meta|link) /g, '<$1 data-prerendered ').replace(/<title>/g, '<title data-prerendered>')
  // The route's code would otherwise be requested only once the entry has run.
  const preloads = moduleUrls.filter((url) => !shell.includes(`"${url}"`)).map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('')
  if (!shell.includes('</head>') || !shell.includes('<div id="root"></div>')) throw new Error('index.html lacks </head> or an empty #root')
  // The page's own title replaces the shell's default one (the organisation's name).
  const page = marked.includes('<title') ? shell.replace(/<title>[^<]*<\/title>\s*/, '') : shell
  // Function replacements: the markup may hold '$' sequences that a replacement string would expand.
  const placed = page
    .replace('</head>', () => `${marked}${preloads}${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered-path="${urlPath}">${body}</div>`)
  return scriptsAfterFirstPaint(placed, start, dataUrls)
}

export async function prerenderPages({ root, outDir, lazyChunks }: { root: string; outDir: string; lazyChunks: Map<string, string[]> }) {
  // Inside the project, so the bundle's bare imports resolve from node_modules; one per build.
  const serverDir = path.join(root, '.local', `prerender-${process.pid}-${Date.now()}`)
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
  })
  const entry = path.join(serverDir, 'prerender.js')
  const { renderPage, pageStartSource } = (await import(pathToFileURL(entry).href)) as {
    renderPage: (urlPath: string) => Promise<{ html: string; routeIds: string[] }>
    pageStartSource: string
  }
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8')
  const sources = routeSourceFiles(readFileSync(path.join(root, 'src', 'routeTree.gen.ts'), 'utf8'))
  // Each page at its own path; each template once, at a stand-in slug ('_') its loading state does not show.
  const jobs = [
    ...Object.entries(PRERENDERED_PAGES).map(([urlPath, data]) => ({ urlPath, renderAt: urlPath, data })),
    ...PRERENDERED_TEMPLATES.map((template) => ({ urlPath: template, renderAt: template.replace(/\$[^/]+/g, '_'), data: [] })),
  ]
  writeFileSync(path.join(outDir, SPA_SHELL), shell)
  const chunksOf = (source: string, what: string) => {
    const files = lazyChunks.get(source)
    if (!files) throw new Error(`prerender: no chunk for ${what}`)
    return files.map((file) => `/${file}`)
  }
  for (const { urlPath, renderAt, data } of jobs) {
    const { html, routeIds } = await renderPage(renderAt)
    // The root route is never split; every other matched route must have its component chunk.
    const moduleUrls = new Set([
      ...routeIds.filter((id) => id !== '__root__').flatMap((id) => chunksOf(sources.get(id) ?? '', `route ${id} (${urlPath})`)),
      ...data.flatMap(({ contract }) => (contract ? chunksOf(contract, `${contract} (${urlPath})`) : [])),
    ])
    const file = path.join(outDir, prerenderedFile(urlPath))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, pageHtml(shell, html, urlPath, { dataUrls: data.map(({ url }) => url), moduleUrls: [...moduleUrls], start: pageStartSource }))
  }
  rmSync(serverDir, { recursive: true, force: true })
}
