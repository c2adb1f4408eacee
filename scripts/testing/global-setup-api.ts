// Postgres plus the real Deno `api` function, for HTTP-level tests of /api. FUNCTIONS_DENO_BIN
// runs the functions on another Deno: npm test's `api-hosted-deno` step sets it to the release of
// Supabase's hosted edge-runtime (node_modules/deno-hosted, see scripts/stack/functions.ts).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { loadConfig } from '../stack/config.ts'
import { testFunctionEnv } from './function-env.ts'
import { functionsDenoBin, spawnFunction } from '../stack/functions.ts'
import { freePort, waitForHttp } from '../stack/ports.ts'
import { startStorageStandIn } from '../stand-ins/supabase-storage-api.ts'
import { startTestDatabase } from './database.ts'

export default async function setup(project: TestProject) {
  const deno = functionsDenoBin()
  if (!existsSync(deno)) throw new Error(`FUNCTIONS_DENO_BIN=${deno} does not exist: run npm install (optional dependency deno-hosted, Linux x64 only)`)
  if (process.env.FUNCTIONS_DENO_BIN) {
    console.log(`api tests: the functions run on ${spawnSync(deno, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]}`)
  }
  const db = await startTestDatabase()
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'site-test-mail-'))
  const port = await freePort()
  const config = { ...loadConfig({}), mailDir, siteUrl: 'http://localhost:5173' }
  const storageRoot = await mkdtemp(path.join(os.tmpdir(), 'site-test-storage-'))
  const storage = await startStorageStandIn({ dbUrl: db.url, jwtSecret: config.jwtSecret, dataDir: storageRoot })
  const output: string[] = []
  const api = spawnFunction('api', { ...testFunctionEnv(config, db.url, port), STORAGE_URL: storage.url, LOG_LEVEL: 'error', CHALLENGE_MAX_COUNTER: '10' }, (line) => output.push(line))
  const apiUrl = `http://127.0.0.1:${port}/api`
  try {
    await waitForHttp(`${apiUrl}/health`, 90_000, api.alive)
  } catch (error) {
    await api.stop()
    await storage.close()
    await db.dispose()
    throw new Error(`${(error as Error).message}\n${output.slice(-40).join('\n')}`)
  }
  project.provide('dbUrl', db.url)
  project.provide('apiUrl', apiUrl)
  project.provide('mailDir', mailDir)
  project.provide('storageDir', path.join(storageRoot, 'storage'))
  project.provide('storageUrl', storage.url)
  project.provide('testConfig', { jwtSecret: config.jwtSecret, linkSigningSecret: config.linkSigningSecret })
  return async () => {
    await api.stop()
    await storage.close()
    await db.dispose()
    await rm(mailDir, { recursive: true, force: true })
    await rm(storageRoot, { recursive: true, force: true })
  }
}
