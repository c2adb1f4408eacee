// Applies the Supabase platform shim (where the auth schema is missing) as the cluster's
// superuser, as the platform does at project creation, then — as the `postgres` role, which is
// not a superuser, as `supabase db push` runs on hosted Supabase — every supabase/migrations/*.sql
// in file-name order, each exactly once, recorded the way the Supabase CLI records them, then the
// seed files into a new database only: supabase/seed.sql, then supabase/seed-spanish/*.sql in name
// order (config.toml's [db.seed] sql_paths, as the CLI loads them).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { DB_USER, roleUrl } from './embedded.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const migrationsDir = path.join(root, 'supabase/migrations')
const supabaseDir = path.join(root, 'supabase')
const SPANISH_SEEDS = 'seed-spanish'
const shimFile = path.join(root, 'scripts/stand-ins/supabase-platform.sql')
const storageShimFile = path.join(root, 'scripts/stand-ins/supabase-storage-schema.sql')
const mfaShimFile = path.join(root, 'scripts/stand-ins/supabase-auth-mfa-tables.sql')

export type MigrateResult = { shim: boolean; applied: string[]; seeded: boolean }
export type MigrateOptions = {
  seed: 'if-new' | 'never'
  log?: (line: string) => void
  /** where the migrations are (tests); supabase/migrations by default */
  migrationsDir?: string
}

const MIGRATION_NAME = /^(\d{14})_(.+)\.sql$/

/** The seed files, relative to supabase/, in the order they load. */
async function seedFiles(): Promise<string[]> {
  const main = await readFile(path.join(supabaseDir, 'seed.sql'), 'utf8').then(() => ['seed.sql'], () => [])
  const spanish = (await readdir(path.join(supabaseDir, SPANISH_SEEDS)).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.sql')).sort().map((file) => `${SPANISH_SEEDS}/${file}`)
  return [...main, ...spanish]
}

/** `url` is the cluster's superuser's; the migrations and seeds run as `postgres` (same password). */
export async function migrate(url: string, { seed, log = () => {}, migrationsDir: dir }: MigrateOptions): Promise<MigrateResult> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql`select pg_advisory_lock(hashtext('supabase_migrations'))`
    const [state] = await sql<{ history: boolean }[]>`
      select to_regclass('supabase_migrations.schema_migrations') is not null as history`
    const isNew = !state?.history

    const shim = await applyPlatformShim(url, { log })
    // this session keeps the advisory lock while the migrations run in the other
    return await migrateAs(roleUrl(url, DB_USER), { isNew, shim, seed, log, migrationsDir: dir })
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/**
 * What the platform creates before the project's first migration (scripts/stand-ins/:
 * supabase-platform.sql, supabase-storage-schema.sql, supabase-auth-mfa-tables.sql), each where
 * it is missing, through the superuser's `url`. Gives the `postgres` role the URL's password (hosted's postgres and supabase_admin share the project's password).
 * Returns whether supabase-platform.sql ran.
 *
 * Roles belong to the server, not to one database: the shim of two databases of one server (the
 * tests' scratch databases) changing them at once fails with "tuple concurrently updated". So it
 * holds a lock taken in the server's `postgres` database, which every database's shim shares.
 */
export async function applyPlatformShim(url: string, { log = () => {} }: { log?: (line: string) => void } = {}): Promise<boolean> {
  const server = postgres(onDatabase(url, 'postgres'), { max: 1, onnotice: () => {} })
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await server`select pg_advisory_lock(hashtext('platform_shim'))`
    return await applyShimFiles(sql, { password: decodeURIComponent(new URL(url).password), log })
  } finally {
    await sql.end({ timeout: 5 })
    // the lock ends with its session
    await server.end({ timeout: 5 })
  }
}

function onDatabase(url: string, database: string): string {
  const other = new URL(url)
  other.pathname = `/${database}`
  return other.toString()
}

async function applyShimFiles(sql: postgres.Sql, { password, log }: { password: string; log: (line: string) => void }): Promise<boolean> {
  const [state] = await sql<{ auth: boolean; storage: boolean }[]>`
    select exists (select from pg_namespace where nspname = 'auth') as auth,
           exists (select from pg_namespace where nspname = 'storage') as storage`
  let shim = false
  if (!state?.auth) {
    const shimSql = await readFile(shimFile, 'utf8')
    await sql.begin(async (tx) => {
      await tx.unsafe(shimSql)
      await tx.unsafe(`alter role ${DB_USER} password '${password.replaceAll("'", "''")}'`)
    })
    shim = true
    log('applied the Supabase platform shim')
  }
  // Storage's schema came later than the rest of the shim, so a database made before it gets it too.
  if (!state?.storage) {
    const storageSql = await readFile(storageShimFile, 'utf8')
    await sql.begin((tx) => tx.unsafe(storageSql))
    log('applied the Supabase Storage shim')
  }
  const [mfa] = await sql<{ present: boolean }[]>`select to_regclass('auth.mfa_factors') is not null as present`
  if (!mfa?.present) {
    await sql.begin(async (tx) => tx.unsafe(await readFile(mfaShimFile, 'utf8')))
    log("applied the shim's MFA tables")
  }

  return shim
}

async function migrateAs(
  url: string,
  { isNew, shim, seed, log, migrationsDir: dir = migrationsDir }: { isNew: boolean; shim: boolean; seed: MigrateOptions['seed']; log: (line: string) => void; migrationsDir?: string | undefined },
): Promise<MigrateResult> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const [me] = await sql<{ rolsuper: boolean }[]>`select rolsuper from pg_roles where rolname = current_user`
    if (me?.rolsuper) {
      log(`warning: ${DB_USER} is this cluster's superuser (a data directory made before issue 56), so migrations run as a superuser here, ` +
        'not as on Supabase. Delete the data directory (its content is lost) to check them as the host applies them.')
    }
    await sql.unsafe(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text);
      create table if not exists supabase_migrations.seed_files (
        path text primary key, hash text not null)`)

    const done = new Set(
      (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
    )
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.sql')).sort()
    const applied: string[] = []
    for (const file of files) {
      const match = MIGRATION_NAME.exec(file)
      if (!match) throw new Error(`Migration file name must look like 20260101120000_topic.sql: ${file}`)
      const [, version, name] = match
      if (done.has(version!)) continue
      const text = await readFile(path.join(dir, file), 'utf8')
      try {
        await sql.begin(async (tx) => {
          await tx.unsafe(text)
          await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
                   values (${version!}, ${name!}, ${[text]})`
        })
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`)
      }
      applied.push(file)
      log(`applied migration ${file}`)
    }

    let seeded = false
    if (seed === 'if-new' && isNew) {
      for (const file of await seedFiles()) {
        const text = await readFile(path.join(supabaseDir, file), 'utf8')
        await sql.begin(async (tx) => {
          await tx.unsafe(text)
          await tx`insert into supabase_migrations.seed_files (path, hash) values (${`supabase/${file}`}, md5(${text}))`
        })
        seeded = true
        log(`loaded supabase/${file}`)
      }
    }
    return { shim, applied, seeded }
  } finally {
    await sql.end({ timeout: 5 })
  }
}
