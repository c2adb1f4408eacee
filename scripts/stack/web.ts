// The browser-facing origin: Vite's dev server, which proxies /api to the Deno function
// (vite.config.ts), or Vite's preview of dist/ for the production build, served under the
// build's own host rules, whose /api rule points at the same function (production-serving.ts),
// built again first when it was made for another stack (build-inputs.ts).
import path from 'node:path'
import { build, createServer, loadEnv, preview } from 'vite'
import { staleBuildReason } from '../build/build-inputs.ts'
import { root } from './functions.ts'

export async function startWebServer({ port, prod }: { port: number; prod: boolean }): Promise<{ close: () => Promise<void> }> {
  const configFile = path.join(root, 'vite.config.ts')
  if (prod) {
    const outDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist')
    // A build made for other ports or other VITE_* values would proxy /api to nothing: build again.
    const stale = staleBuildReason(outDir, loadEnv('production', root, ''))
    if (stale) {
      console.log(`Building the site for this stack (${stale}) …`)
      await build({ configFile, root, build: { outDir, emptyOutDir: true }, logLevel: 'warn' })
    }
    const server = await preview({ configFile, root, build: { outDir }, preview: { port, host: '127.0.0.1' }, logLevel: 'warn' })
    return { close: () => server.close() }
  }
  const server = await createServer({ configFile, root, server: { port, host: '127.0.0.1' }, logLevel: 'warn' })
  await server.listen()
  return { close: () => server.close() }
}
