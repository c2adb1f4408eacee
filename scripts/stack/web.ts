// The browser-facing origin: Vite's dev server, which proxies /api to the Deno function
// (vite.config.ts), or Vite's preview of dist/ for the production build, served under the
// build's own host rules, whose /api rule points at the same function (production-serving.ts).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createServer, preview } from 'vite'
import { root } from './functions.ts'

export async function startWebServer({ port, prod }: { port: number; prod: boolean }): Promise<{ close: () => Promise<void> }> {
  const configFile = path.join(root, 'vite.config.ts')
  if (prod) {
    const outDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist')
    if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir} has no build: run \`npm run build\` first.`)
    const server = await preview({ configFile, root, build: { outDir }, preview: { port, host: '127.0.0.1' }, logLevel: 'warn' })
    return { close: () => server.close() }
  }
  const server = await createServer({ configFile, root, server: { port, host: '127.0.0.1' }, logLevel: 'warn' })
  await server.listen()
  return { close: () => server.close() }
}
