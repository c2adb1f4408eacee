// Builds the reference page (the framework's floor: floor.ts, bench/reference/) into the served
// build folder for the bench's Lighthouse runs, and removes it after them. A build of its own,
// after the site's (whose bundle figures are measured first and are not touched), with the site's
// Vite config: its aliases, target, tree-shaking, start-stage chunk groups, React and theme
// plugins. Left out are the plugins that make the site's pages (the router's route tree and code
// splitting, production-serving's prerender and host rules, the admin routes' preloads): they have
// nothing to do here, and production-serving would prerender every page again. `npm run build`
// never builds it, so it is never deployed, nor in the sitemap.
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build, loadConfigFromFile, type Plugin, type PluginOption, type Rollup } from 'vite'
import { ROOT_ROUTE_ID, routeManifest } from '../scripts/build/route-manifest.ts'
import { precompress } from '../scripts/build/production-serving.ts'
import { root } from '../scripts/stack/functions.ts'
import { referenceDocument } from './reference/render-reference.tsx'

/** Where the host serves the reference page, beside the site's pages. */
export const REFERENCE_PATH = '/bench-reference/'
const START_SCRIPT = 'start.js'

const SITE_PAGE_PLUGINS = /^(tanstack|production-serving$|admin-route-chunks$)/

const pluginsOf = (option: PluginOption | undefined): Plugin[] =>
  [option].flat(Infinity as 1).filter((p): p is Plugin => typeof p === 'object' && p !== null && 'name' in p)

/** Builds the reference page into `<dist>/bench-reference/`; returns its removal. */
export async function buildReferencePage(dist = path.join(root, 'dist')): Promise<{ remove: () => void }> {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(root, 'vite.config.ts'), root, 'warn')
  if (!loaded) throw new Error('vite.config.ts could not be loaded for the reference page.')
  const { config } = loaded
  const plugins = (await Promise.all(pluginsOf(config.plugins))).filter((p) => !SITE_PAGE_PLUGINS.test(p.name))
  const outDir = path.join(dist, REFERENCE_PATH)
  const chunks: Rollup.OutputChunk[] = []
  await build({
    ...config,
    configFile: false,
    root,
    base: REFERENCE_PATH,
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      ...plugins,
      { name: 'bench-reference-chunks', generateBundle: (_options, bundle) => void chunks.push(...Object.values(bundle).filter((i): i is Rollup.OutputChunk => i.type === 'chunk')) },
    ],
    build: {
      ...config.build,
      outDir,
      emptyOutDir: true,
      // the site's admin-route preload filter reads notes of a plugin left out here
      modulePreload: {},
      rolldownOptions: { ...config.build?.rolldownOptions, input: { 'bench-reference': path.join(root, 'bench/reference/main.tsx') } },
    },
  })
  // The start script the site's pages run (after-first-paint.ts): preloads, the start stages, the entry.
  const start = routeManifest(chunks, () => undefined, REFERENCE_PATH).routes[ROOT_ROUTE_ID]?.scripts?.[0]?.children
  if (!start) throw new Error('The reference page has no start script.')
  writeFileSync(path.join(outDir, START_SCRIPT), start)
  writeFileSync(path.join(outDir, 'index.html'), referenceDocument(`${REFERENCE_PATH}${START_SCRIPT}`))
  precompress(outDir)
  return { remove: () => rmSync(outDir, { recursive: true, force: true }) }
}
