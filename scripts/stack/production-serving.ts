// How the production build is served, as the static host would: the public pages are prerendered
// (prerender.ts), the host's rules are written beside them as dist/_redirects and dist/_headers
// (host-rules.ts: the deployed form, README "Running on Supabase instead"), and every text asset
// is precompressed (.br and .gz beside the original). The preview server (the end-to-end tests'
// site) applies those very files with Netlify's parsers (host-serving.ts).
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { loadEnv, type Plugin } from 'vite'
import { prerenderPages, lazyModuleChunks } from './prerender.ts'
import { writeHostRules, type HostEnv } from './host-rules.ts'
import { hostServing } from './host-serving.ts'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 512

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* walk(full)
    else yield full
  }
}

function precompress(outDir: string) {
  for (const file of walk(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const body = readFileSync(file)
    if (body.length < MIN_BYTES) continue
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  }
}

export function productionServing(): Plugin {
  let outDir = 'dist'
  let root = '.'
  let clientBuild = false
  let env: HostEnv = {}
  let lazyChunks = new Map<string, string[]>()
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
      if (clientBuild) lazyChunks = lazyModuleChunks(bundle, root)
    },
    async closeBundle() {
      if (!clientBuild || !existsSync(outDir)) return
      await prerenderPages({ root, outDir, lazyChunks })
      writeHostRules(outDir, env)
      precompress(outDir)
    },
    async configurePreviewServer(server) {
      server.middlewares.use(await hostServing(path.resolve(server.config.root, server.config.build.outDir)))
    },
  }
}
