// `npm run test:e2e [-- playwright args]`: builds the site, then runs Playwright in Debian's
// Chromium. A missing browser fails the run with the command that installs it.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary).`)
  process.exit(1)
}
if (process.env.E2E_SKIP_BUILD !== '1') execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
