// Prerendering at build time: after the client build, src/entry-server.tsx is bundled for Node
// with the same Vite config, then TanStack Router's request handler renders each public page
// once, its loaders reading the content from the site's API (content-api.ts): the static pages,
// every service, every published post and event, each in English and in Spanish under /es/ (the
// same slug). Each is written as <path>/index.html (the home pages as index.html and
// es/index.html), with its data dehydrated into it for the browser to hydrate and revalidate.
// sitemap.xml (those pages, with the dates their content last changed and their language versions;
// a Spanish page still showing the English content is left out) and robots.txt are written
// beside them, on the origin the pages' canonical links use. The SPA shell is one, English.
// Every other path (the admin area, a slug newer than the build) is served spa.html: the document
// around the app, which the browser renders for its own URL (host-rules.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { contentApi } from './content-api.ts'
import type { Manifest } from '@tanstack/react-router'
import type { HostEnv } from './host-rules.ts'
import type * as ServerEntry from '../../src/entry-server.tsx'
import type { RenderedPage } from '../../src/entry-server.tsx'
import { localeOf } from '../../src/i18n/locale.ts'

export const SPA_SHELL = 'spa.html'

/** The file a prerendered path is written to, relative to the build folder. */
export const prerenderedFile = (urlPath: string) => path.join(urlPath.replace(/^\/+|\/+$/g, ''), 'index.html')

/** The page as written, or why the build must stop: a page that did not render whole is never published. */
export function checkedPage(urlPath: string, page: RenderedPage): string {
  if (page.status !== 200) throw new Error(`prerender: ${urlPath} rendered with status ${page.status}`)
  if (page.failedQueries.length) throw new Error(`prerender: ${urlPath} could not load its content: ${page.failedQueries.join('; ')}`)
  return page.html
}

/** Builds the server entry (one folder per build, inside the project so its bare imports resolve from node_modules). */
async function buildServerEntry(root: string): Promise<{ entry: typeof ServerEntry; dispose: () => void }> {
  const serverDir = path.join(root, '.local', `prerender-${process.pid}-${Date.now()}`)
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    build: { ssr: true, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' } } },
  })
  const entry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as typeof ServerEntry
  return { entry, dispose: () => rmSync(serverDir, { recursive: true, force: true }) }
}

export async function prerenderPages({ root, outDir, manifest, env }: { root: string; outDir: string; manifest: Manifest; env: HostEnv }) {
  const server = await buildServerEntry(root)
  const api = await contentApi(env, (line) => console.log(line))
  try {
    server.entry.readApiFrom(api.url, api.headers)
    const write = (file: string, html: string) => {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, html)
    }
    const [pages, en, es] = await Promise.all([server.entry.sitePages(), server.entry.fetchSite('en'), server.entry.fetchSite('es')])
    const sites = { en, es }
    for (const { path: urlPath } of pages) {
      const site = sites[localeOf(urlPath)]
      write(path.join(outDir, prerenderedFile(urlPath)), checkedPage(urlPath, await server.entry.renderPage(urlPath, { manifest, site })))
    }
    // For crawlers: every page just written that search engines should list, on the site's own origin (public/ holds neither file).
    for (const [name, text] of Object.entries(server.entry.crawlerFiles(pages))) write(path.join(outDir, name), text)
    write(path.join(outDir, SPA_SHELL), checkedPage('the SPA shell', await server.entry.renderPage('/', { manifest, site: sites.en, shell: true })))
  } finally {
    await api.stop()
    server.dispose()
  }
}
