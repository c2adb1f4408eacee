// `npm start`: the whole local column of ARCHITECTURE.md on one origin, without Docker.
//   PostgreSQL 17 (embedded) → migrations + seed → Deno `api` and `notify` functions → Vite.
// Flags: --prod serves the production build in dist/ (end-to-end tests); --fresh wipes the
// data directory first (end-to-end tests only).
import { rmSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { startPostgres } from '../db/embedded.ts'
import { giveLocalLogins } from '../db/local-logins.ts'
import { migrate } from '../db/migrate.ts'
import { ensureLocalAdmin } from '../admin/local-admin.ts'
import { functionEnv, loadConfig } from './config.ts'
import { spawnFunction, type RunningFunction } from './functions.ts'
import { acquireStackLock } from './lock.ts'
import { assertPortFree, waitForHttp } from './ports.ts'
import { placeSeedMedia } from './seed-media.ts'
import { startStorageStandIn } from '../stand-ins/supabase-storage-api.ts'
import { startWebServer } from './web.ts'

const prod = process.argv.includes('--prod')
const fresh = process.argv.includes('--fresh')
const quiet = process.env.STACK_QUIET === '1'
const log = (line: string) => console.log(line)
const debug = (line: string) => (quiet ? undefined : console.log(line))

async function main() {
  const startedAt = performance.now()
  const config = loadConfig()
  if (fresh) rmSync(config.dataDir, { recursive: true, force: true })
  let releaseLock: () => void
  try {
    releaseLock = acquireStackLock(config.dataDir)
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`)
    process.exit(1)
  }
  const stops: Array<() => Promise<void> | void> = [releaseLock]
  let stopping = false
  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {})
    process.exit(code)
  }
  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))

  try {
    await assertPortFree(config.port, 'the site', 'PORT')
    await assertPortFree(config.apiPort, 'the api function', 'API_PORT')
    await assertPortFree(config.dbPort, 'PostgreSQL', 'DB_PORT')

    const pg = await startPostgres({ dataDir: path.join(config.dataDir, 'pg'), port: config.dbPort })
    stops.push(() => pg.stop())
    const migration = await migrate(pg.url, { seed: 'if-new', log: debug })
    await giveLocalLogins(pg.url)
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
    await ensureLocalAdmin(sql, { email: config.adminEmail, password: config.adminPassword, role: 'super_admin' })
    await sql.end()

    // Supabase Storage's stand-in (files under .local/storage), on a port of its own choosing,
    // holding the demo images' files that the seed's rows name.
    placeSeedMedia(config.dataDir)
    const storage = await startStorageStandIn({ dbUrl: pg.url, jwtSecret: config.jwtSecret, dataDir: config.dataDir })
    stops.push(() => storage.close())
    // The production build's host answers the purge endpoint (purge-route.ts); Vite's dev server
    // caches nothing and has none, so there the functions purge nothing.
    const purge = { CDN_PURGE_SECRET: prod ? config.cdnPurgeSecret : '' }
    const functions: RunningFunction[] = [
      spawnFunction('api', { ...functionEnv(config, pg.url, config.apiPort), STORAGE_URL: storage.url, ...purge }, debug),
      spawnFunction('notify', { ...functionEnv(config, pg.url, 0), STORAGE_URL: storage.url, NOTIFY_POLL_MS: '1000', ...purge }, log),
    ]
    for (const fn of functions) stops.push(() => fn.stop())
    await waitForHttp(`http://127.0.0.1:${config.apiPort}/api/health`, 60_000, functions[0]!.alive)
    for (const fn of functions) {
      fn.process.on('exit', (code) => {
        if (stopping) return
        console.error(`The ${fn.name} function exited (code ${code}); stopping the stack.`)
        void shutdown(1)
      })
    }

    process.env.API_PORT = String(config.apiPort)
    process.env.PROXY_SIGNING_SECRET = config.proxySigningSecret // the local host signs /api with it, like Netlify
    process.env.CDN_PURGE_SECRET = config.cdnPurgeSecret // its purge endpoint checks it, like the Netlify site
    const web = await startWebServer({ port: config.port, prod })
    stops.push(() => web.close())

    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
    log(
      [
        '',
        `  Site        ${config.siteUrl}   (${prod ? 'production build from dist/' : 'Vite dev server'})`,
        `  API         ${config.siteUrl}/api/health  (Deno function on 127.0.0.1:${config.apiPort})`,
        `  Admin       ${config.siteUrl}/admin/login  ${config.adminEmail} / ${config.adminPassword}`,
        `  Mail        ${config.mailDir}  (every e-mail the site sends is written here as .eml)`,
        `  Database    ${pg.url}`,
        `              ${pg.created ? 'new database: migrations and demo content loaded' : `kept from the last run; ${migration.applied.length} new migration(s)`}`,
        '',
        `  Ready in ${seconds} s. Ctrl-C stops everything.`,
        '',
      ].join('\n'),
    )
  } catch (error) {
    console.error(`\nThe local stack could not start: ${(error as Error).message}\n`)
    await shutdown(1)
  }
}

void main()
