// Prerendering of the public pages at build time: after the client build, src/prerender.tsx is
// bundled for Node with the same Vite config, each page in PRERENDERED_PAGES is rendered into a
// copy of index.html (dist/<path>/index.html, the home page in dist/index.html) and the plain
// SPA shell is kept as dist/spa.html for every other path (detail pages, admin, 404). Hosts serve
// a path's own file when there is one and spa.html otherwise (production-serving.ts does).
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

export const SPA_SHELL = 'spa.html'

/** The file a prerendered path is written to, relative to the build folder. */
export const prerenderedFile = (urlPath: string) => path.join(urlPath.replace(/^\/+|\/+$/g, ''), 'index.html')

// React emits a page's hoisted <title>, <meta> and <link> tags first; they belong in <head>.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/

/** Places a rendered page into the shell: head tags (marked, main.tsx removes them before React adds its own) and the body markup. */
export function pageHtml(shell: string, rendered: string, urlPath: string, dataUrls: readonly string[] = []): string {
  const head = HOISTED.exec(rendered)?.[0] ?? ''
  const body = rendered.slice(head.length)
  const marked = head.replace(/<(title|meta|link) /g, '<$1 data-prerendered ').replace(/<title>/g, '<title data-prerendered>') +
    dataUrls.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`).join('')
  if (!shell.includes('</head>') || !shell.includes('<div id="root"></div>')) throw new Error('index.html lacks </head> or an empty #root')
  return shell
    .replace('</head>', `${marked}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered-path="${urlPath}">${body}</div>`)
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
  rmSync(serverDir, { recursive: true, force: true })
}
