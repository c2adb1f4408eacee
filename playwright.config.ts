// End-to-end tests: Debian's Chromium against the production build served by the local
// stack (real PostgreSQL, real Deno functions) on its own ports and a fresh database.
import { statfsSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { databaseUrl } from './scripts/db/embedded.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const apiPort = port + 1
const dbPort = port + 2
const dataDir = path.resolve(`.local/e2e-${port}/data`)
export const e2eEnv = {
  E2E_DB_URL: databaseUrl(dbPort),
  E2E_MAIL_DIR: path.join(dataDir, 'mail'),
  E2E_ADMIN_EMAIL: 'admin@example.org',
  E2E_ADMIN_PASSWORD: 'e2e-admin-password',
}
Object.assign(process.env, e2eEnv)

/**
 * Playwright tells Chromium to keep its shared memory in /tmp instead of /dev/shm, for containers
 * whose /dev/shm is 64 MB. Here /tmp is a disk and /dev/shm is memory (24 GB on this machine): with
 * /dev/shm a run of three a11y specs took about a tenth less time. Kept where /dev/shm is small.
 */
function roomyDevShm(): boolean {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm')
    return bavail * bsize >= 2 ** 30
  } catch {
    return false
  }
}

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  ignoreDefaultArgs: roomyDevShm() ? ['--disable-dev-shm-usage'] : [],
}

const SEEDED_CONTENT_READERS = ['**/site/golden.spec.ts', '**/site/spanish.spec.ts']

export const desktop = { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // With two browsers, the stack and axe sharing two cores, pages took seconds to become live in
  // runs of this suite; the waits allow for that. Speed itself is measured by `npm run bench`, not here.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: `.local/e2e-${port}/results`,
  use: {
    baseURL: `http://localhost:${port}`,
    // Off: recording a trace for every test (its screencast and a DOM snapshot per action) took a
    // quarter of the run's CPU (the GPU process encoding frames), and CI keeps no files. To see a
    // failure step by step: `npx tsx scripts/e2e.ts <spec> --trace retain-on-failure`.
    trace: 'off',
    launchOptions: chromium,
  },
  // Specs that read the seeded content word for word (the golden text, every page's Spanish twin)
  // run first: the others add services, posts and events to the same database, and pages render
  // it live (issue 58). A run narrowed to some specs skips this order (scripts/e2e.ts: --no-deps).
  projects: [
    { ...desktop, name: 'seeded', testMatch: SEEDED_CONTENT_READERS },
    { ...desktop, testIgnore: SEEDED_CONTENT_READERS, dependencies: ['seeded'] },
  ],
  webServer: {
    command: 'npx tsx scripts/stack/start.ts --prod --fresh',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      DB_PORT: String(dbPort),
      LOCAL_DATA_DIR: dataDir,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? `.local/e2e-${port}/dist`,
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: e2eEnv.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: e2eEnv.E2E_ADMIN_PASSWORD,
      STACK_QUIET: '1',
      // every spec posts forms from 127.0.0.1; keep the per-IP limit out of their way
      FORM_MAX_PER_HOUR: '100000',
      // the forms' proof-of-work is solved for real, at a low difficulty so journeys stay quick
      CHALLENGE_MAX_COUNTER: '200',
      // as deployed behind Netlify: the host's signed client-address header decides the per-IP buckets
      CLIENT_IP_HEADER: 'x-nf-client-connection-ip',
    },
  },
})
