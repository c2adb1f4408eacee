// How the site is served. The production build, as the host would: the public pages are
// rendered on request by the render function the build bundles beside dist/ (prerender.ts,
// page-function-build.ts), the host's rules are written as dist/_redirects and
// dist/_headers (host-rules.ts: the deployed form, docs/deploy.md), and
// every text asset is precompressed (.br and .gz beside the original). The preview server (the
// end-to-end tests' site) applies those very files with Netlify's parsers and runs the function through
// a stand-in of Netlify's CDN (host/host-serving.ts, stand-ins/netlify-cdn-cache.ts).
// The development server renders every page as the SPA shell (src/entry-server.tsx) and lets the
// browser render the route, with Vite's own client and hot reload.
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Manifest } from '@tanstack/react-router'
import { loadEnv, type Plugin, type Rollup, type ViteDevServer } from 'vite'
import { prerenderPages } from './prerender.ts'
import { apiTarget, writeHostRules, type HostEnv } from '../host/host-rules.ts'
import { hostServing } from '../host/host-serving.ts'
import { edgeHeaders } from '../host/edge-signature.ts'
import { recordBuildInputs } from './build-inputs.ts'
import { devManifest, routeManifest } from './route-manifest.ts'
import type * as ServerEntry from '../../src/entry-server.tsx'
import { localeOf } from '../../src/i18n/locale.ts'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 512

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* walk(full)
    else yield full
  }
}

export function precompress(outDir: string) {
  for (const file of walk(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const body = readFileSync(file)
    if (body.length < MIN_BYTES) continue
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  }
}

/**
 * What Vite adds to a development page's head (React Refresh's preamble, its client), written
 * without the whitespace Vite formats them with: React hydrates the whole document, and a text
 * node in <head> that it did not render fails the hydration of every page.
 */
async function viteHeadTags(server: ViteDevServer, url: string): Promise<string> {
  const page = await server.transformIndexHtml(url, '<html><head></head><body></body></html>')
  return (/<head>([\s\S]*)<\/head>/.exec(page)?.[1] ?? '').trim().replace(/>\s+</g, '><')
}

/** The app's client entry, which the development server serves as it is. */
export const CLIENT_ENTRY = 'src/main.tsx'

/** `routeIdOf`: the router generator's route id of a route file (route-manifest.ts routeFilesPlugin). */
export function productionServing(routeIdOf: (file: string) => string | undefined): Plugin {
  let outDir = 'dist'
  let root = '.'
  let clientBuild = false
  let env: HostEnv = {}
  let manifest: Manifest | undefined
  return {
    name: 'production-serving',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      clientBuild = config.command === 'build' && !config.build.ssr
      // The environment and the .env files, as the build sees VITE_* (SUPABASE_PROJECT_REF, API_PORT too).
      env = loadEnv(config.mode, typeof config.envDir === 'string' ? config.envDir : config.root, '')
    },
    writeBundle(_options, bundle) {
      if (!clientBuild) return
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      manifest = routeManifest(chunks, routeIdOf)
    },
    async closeBundle() {
      if (!clientBuild || !existsSync(outDir) || !manifest) return
      await prerenderPages({ root, outDir, manifest, env })
      writeHostRules(outDir, env)
      recordBuildInputs(outDir, env)
      precompress(outDir)
    },
    configureServer(server) {
      // After Vite's own middlewares (modules, assets, /api proxy): every other GET is a page.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
          try {
            const url = req.originalUrl ?? '/'
            const { renderPage, fetchSite, readApiFrom } = await server.ssrLoadModule('/src/entry-server.tsx') as typeof ServerEntry
            // In Node a relative /api has no origin: the page's content comes from the stack's own
            // function, the address Vite's /api proxy forwards to (as the build's prerender reads it),
            // signed as that proxy signs (npm start sets the stack's PROXY_SIGNING_SECRET).
            readApiFrom(apiTarget({ API_PORT: env.API_PORT }), await edgeHeaders(process.env.PROXY_SIGNING_SECRET, `http://${req.headers.host}`))
            const { html } = await renderPage(url, { manifest: devManifest(`/${CLIENT_ENTRY}`), site: await fetchSite(localeOf(new URL(url, 'http://localhost').pathname)), shell: true })
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.end(html.replace('<head>', `<head>${await viteHeadTags(server, url)}`))
          } catch (error) {
            next(error)
          }
        })
      }
    },
    async configurePreviewServer(server) {
      server.middlewares.use(await hostServing(path.resolve(server.config.root, server.config.build.outDir)))
    },
  }
}
