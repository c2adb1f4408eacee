// Prerendering of the public pages at build time: after the client build, src/prerender.tsx is
// bundled for Node with the same Vite config, each page in PRERENDERED_PAGES is rendered into a
// copy of index.html (dist/<path>/index.html, the home page in dist/index.html), each detail
// route in PRERENDERED_TEMPLATES once in its loading state (dist/services/_/index.html), and the
// plain SPA shell is kept as dist/spa.html for every other path (admin, 404, other details).
// Hosts serve a path's own file, else its template's, else spa.html (production-serving.ts does).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

/**
 * Public pages whose content does not depend on the URL beyond their path, each with the /api
 * response its list shows: the page preloads it, so it downloads while the JavaScript does
 * (the request must match apiFetch's: GET, credentials included).
 */
export const PRERENDERED_PAGES: Record<string, readonly string[]> = {
  '/': [], '/about': [], '/services': ['/api/services'], '/blog': ['/api/blog'], '/events': ['/api/events'],
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
export function hoistStyles(markup: string): { styles: string; body: string } {
  const globals: string[] = []
  const ids: string[] = []
  const rules: string[] = []
  const body = markup.replace(EMOTION_STYLE, (tag: string, names: string, css: string) => {
    if (names.startsWith('css ')) {
      ids.push(...names.slice(4).split(' '))
      rules.push(css)
    } else globals.push(tag)
    return ''
  })
  const styles = globals.join('') + (ids.length ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '')
  return { styles, body }
}

/** Places a rendered page into the shell: head tags (marked, main.tsx removes them before React adds its own), styles and the body markup. */
export function pageHtml(shell: string, rendered: string, urlPath: string, dataUrls: readonly string[] = []): string {
  const head = HOISTED.exec(rendered)?.[0] ?? ''
  const { styles, body } = hoistStyles(rendered.slice(head.length))
  const template = urlPath.includes('$')
  const marked = template ? '' : head.replace(/<(title|meta|link) /g, '<$1 data-prerendered ').replace(/<title>/g, '<title data-prerendered>') +
    dataUrls.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`).join('')
  if (!shell.includes('</head>') || !shell.includes('<div id="root"></div>')) throw new Error('index.html lacks </head> or an empty #root')
  // Function replacements: the markup may hold '$' sequences that a replacement string would expand.
  return shell
    .replace('</head>', () => `${marked}${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered-path="${urlPath}">${body}</div>`)
}

export async function prerenderPages({ root, outDir }: { root: string; outDir: string }) {
  // Inside the project, so the bundle's bare imports resolve from node_modules; one per build.
  const serverDir = path.join(root, '.local', `prerender-${process.pid}-${Date.now()}`)
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
  })
  const entry = path.join(serverDir, 'prerender.js')
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: (urlPath: string) => Promise<string> }
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8')
  writeFileSync(path.join(outDir, SPA_SHELL), shell)
  for (const [urlPath, dataUrls] of Object.entries(PRERENDERED_PAGES)) {
    const file = path.join(outDir, prerenderedFile(urlPath))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, pageHtml(shell, await renderPage(urlPath), urlPath, dataUrls))
  }
  for (const template of PRERENDERED_TEMPLATES) {
    const file = path.join(outDir, prerenderedFile(template))
    mkdirSync(path.dirname(file), { recursive: true })
    // Rendered at a stand-in slug ('_'); the loading state does not show it.
    writeFileSync(file, pageHtml(shell, await renderPage(template.replace(/\$[^/]+/g, '_')), template))
  }
  rmSync(serverDir, { recursive: true, force: true })
}
