// `npm run test:e2e [-- playwright args]`: builds the site, then runs Playwright in Debian's
// Chromium against the local stack. A missing browser fails the run with the command that
// installs it. Each run takes three free ports (site, api, db) from 4173 up and its own
// build and data folders under .local/, so several runs can share one machine.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { isPortFree } from './stack/ports.ts'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary).`)
  process.exit(1)
}

async function pickBasePort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT)
  for (let base = 4173; base < 4400; base += 10) {
    const free = await Promise.all([base, base + 1, base + 2].map(isPortFree))
    if (free.every(Boolean)) return base
  }
  throw new Error('No free ports between 4173 and 4400 for the end-to-end stack.')
}

const port = await pickBasePort()
const distDir = `.local/e2e-${port}/dist`
// API_PORT: a local build's /api rule names the function's port (scripts/host/host-rules.ts).
const env = { ...process.env, E2E_PORT: String(port), API_PORT: String(port + 1), WEB_DIST_DIR: distDir }
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(`${distDir}/spa.html`)) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit', env })
}
// A run narrowed by arguments (specs, -g) runs just what it names, not first the specs the whole
// suite orders before the others (playwright.config.ts: projects).
const args = process.argv.slice(2)
const result = spawnSync('npx', ['playwright', 'test', ...(args.length ? ['--no-deps'] : []), ...args], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
