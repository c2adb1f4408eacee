// The build's pages (issue 58): every public page is rendered on request by the `render` function
// (page-function.ts), so the build writes none of them into dist/ (a static copy would shadow the
// function and go stale). It builds the function (page-function-build.ts) and checks it: each
// page the sitemap lists and the form-result pages, rendered by the built function with the
// content /api has now, must answer 200 whole, or the build stops (a page that would not render
// is never published). It writes what stays static: robots.txt, and the SPA shell, which answers
// the staff area (and the app renders in the browser).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentApi } from './content-api.ts'
import type { Manifest } from '@tanstack/react-router'
import type { HostEnv } from '../host/host-rules.ts'
import { buildPageFunction } from './page-function-build.ts'
import { SPA_SHELL } from '../host/spa-shell.ts'
import type { RenderedPage } from '../../src/entry-server.tsx'
import { localeOf } from '../../src/i18n/locale.ts'

/** The page as written, or why the build must stop: a page that did not render whole is never published. */
export function checkedPage(urlPath: string, page: RenderedPage): string {
  if (page.status !== 200) throw new Error(`prerender: ${urlPath} rendered with status ${page.status}`)
  if (page.failedQueries.length) throw new Error(`prerender: ${urlPath} could not load its content: ${page.failedQueries.join('; ')}`)
  return page.html
}

/** The origin the check's requests name (the pages' links are the site's own: VITE_SITE_URL). */
const CHECK_ORIGIN = 'http://build.invalid'

export async function prerenderPages({ root, outDir, manifest, env }: { root: string; outDir: string; manifest: Manifest; env: HostEnv }) {
  const render = await buildPageFunction({ root, outDir, manifest, env })
  const api = await contentApi(env, (line) => console.log(line))
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, text)
    }
    render.entry.readApiFrom(api.url, api.headers)
    const pages = await render.entry.sitePages()
    for (const { path: urlPath } of [...pages, { path: '/sitemap.xml' }]) {
      const answer = await render.renderWith(new Request(new URL(urlPath, CHECK_ORIGIN)), api)
      await answer.arrayBuffer()
      if (answer.status === 200) continue
      // why: the same render, with what failed
      const site = await render.entry.fetchSite(localeOf(urlPath))
      checkedPage(urlPath, await render.entry.renderPage(urlPath, { manifest, site }))
      throw new Error(`prerender: ${urlPath} answered ${answer.status}`)
    }
    write(path.join(outDir, 'robots.txt'), render.entry.crawlerFiles(pages)['robots.txt'])
    const site = await render.entry.fetchSite('en')
    write(path.join(outDir, SPA_SHELL), checkedPage('the SPA shell', await render.entry.renderPage('/', { manifest, site, shell: true })))
  } finally {
    await api.stop()
  }
}
