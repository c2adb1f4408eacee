// How the production build is served, as a CDN would: every text asset is precompressed
// at build time (.br and .gz beside the original), the preview server sends the smallest
// encoding the browser accepts, hashed /assets/* are cached for a year and index.html is
// revalidated on every visit. The public pages are prerendered first (prerender.ts): a path is
// served its own HTML file when it has one, every other client route the SPA shell.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { prerenderedFile, prerenderPages, PRERENDERED_TEMPLATES, lazyModuleChunks, SPA_SHELL } from './prerender.ts'
import { matchesPrerenderedPath } from '../../src/lib/prerendered-path.ts'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 512
const IMMUTABLE = 'public, max-age=31536000, immutable'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
}

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

/** Picks the precompressed variant of `file` the request accepts, if one was written. */
function encodedVariant(file: string, acceptEncoding: string): { file: string; encoding: string } | undefined {
  if (/\bbr\b/.test(acceptEncoding) && existsSync(`${file}.br`)) return { file: `${file}.br`, encoding: 'br' }
  if (/\bgzip\b/.test(acceptEncoding) && existsSync(`${file}.gz`)) return { file: `${file}.gz`, encoding: 'gzip' }
  return undefined
}

export function productionServing(): Plugin {
  let outDir = 'dist'
  let root = '.'
  let clientBuild = false
  let lazyChunks = new Map<string, string[]>()
  return {
    name: 'production-serving',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      clientBuild = config.command === 'build' && !config.build.ssr
    },
    writeBundle(_options, bundle) {
      if (clientBuild) lazyChunks = lazyModuleChunks(bundle, root)
    },
    async closeBundle() {
      if (!clientBuild || !existsSync(outDir)) return
      await prerenderPages({ root, outDir, lazyChunks })
      precompress(outDir)
    },
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const url = (req.url ?? '/').split('?')[0]!
        if (url.startsWith('/api/')) return next()
        // A file on disk, else a prerendered page (<path>/index.html) or route template, else the SPA shell.
        let file = path.join(dist, decodeURIComponent(url))
        const isFile = (candidate: string) => candidate.startsWith(dist) && existsSync(candidate) && !statSync(candidate).isDirectory()
        const onDisk = isFile(file)
        if (!onDisk && url.startsWith('/assets/')) return next()
        if (!onDisk) {
          const template = PRERENDERED_TEMPLATES.find((candidate) => matchesPrerenderedPath(candidate, url))
          const page = isFile(path.join(file, 'index.html')) ? path.join(file, 'index.html') : undefined
          file = page ?? (template ? path.join(dist, prerenderedFile(template)) : path.join(dist, SPA_SHELL))
        }
        const ext = path.extname(file)
        const type = TYPES[ext]
        const variant = encodedVariant(file, String(req.headers['accept-encoding'] ?? ''))
        if (!type || !variant) {
          if (url.startsWith('/assets/')) res.setHeader('Cache-Control', IMMUTABLE)
          // Vite's static files serve the chosen page, not its own index.html fallback.
          if (!onDisk) req.url = `/${path.relative(dist, file).split(path.sep).join('/')}`
          return next()
        }
        res.setHeader('Content-Type', type)
        res.setHeader('Content-Encoding', variant.encoding)
        res.setHeader('Vary', 'Accept-Encoding')
        res.setHeader('Cache-Control', url.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
        const body = readFileSync(variant.file)
        res.setHeader('Content-Length', body.length)
        res.end(req.method === 'HEAD' ? undefined : body)
      })
    },
  }
}
