// One throwaway PostgreSQL server for a test run: shim, migrations and seed applied, the
// functions' roles given their logins (db/local-logins.ts).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startPostgres, type RunningPostgres } from '../db/embedded.ts'
import { giveLocalLogins } from '../db/local-logins.ts'
import { migrate } from '../db/migrate.ts'
import { freePort } from '../stack/ports.ts'

export type TestDatabase = RunningPostgres & { dispose: () => Promise<void> }

export async function startTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-test-pg-'))
  const pg = await startPostgres({ dataDir, port: await freePort(), fast: true })
  await migrate(pg.url, { seed: 'if-new' })
  await giveLocalLogins(pg.url)
  return {
    ...pg,
    dispose: async () => {
      await pg.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
