// A rebuild as the build hook starts one after an admin's write: `vite build`, whose prerender
// reads the pages' content from this run's API (API_PORT, set by scripts/e2e.ts), written into a
// folder of its own so the site being served stays as it is.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

/** Builds the site into `outDir` and answers a reader of the HTML it wrote for a path. */
export async function rebuildSite(outDir: string): Promise<(urlPath: string) => string> {
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], { maxBuffer: 16 * 1024 * 1024 })
  return (urlPath) => readFileSync(path.join(outDir, urlPath, 'index.html'), 'utf8')
}
