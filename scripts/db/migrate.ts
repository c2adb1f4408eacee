// Applies the Supabase platform shim (where the auth schema is missing), then every
// supabase/migrations/*.sql in file-name order, each exactly once, recorded the way the
// Supabase CLI records them, then the seed files into a new database only: supabase/seed.sql, then
// supabase/seed-spanish/*.sql in name order (config.toml's [db.seed] sql_paths, as the CLI loads them).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const migrationsDir = path.join(root, 'supabase/migrations')
const supabaseDir = path.join(root, 'supabase')
const SPANISH_SEEDS = 'seed-spanish'
const shimFile = path.join(root, 'scripts/db/shim.sql')
const storageShimFile = path.join(root, 'scripts/db/storage-shim.sql')
const mfaShimFile = path.join(root, 'scripts/db/shim-mfa.sql')

export type MigrateResult = { shim: boolean; applied: string[]; seeded: boolean }
export type MigrateOptions = { seed: 'if-new' | 'never'; log?: (line: string) => void }

const MIGRATION_NAME = /^(\d{14})_(.+)\.sql$/

/** The seed files, relative to supabase/, in the order they load. */
async function seedFiles(): Promise<string[]> {
  const main = await readFile(path.join(supabaseDir, 'seed.sql'), 'utf8').then(() => ['seed.sql'], () => [])
  const spanish = (await readdir(path.join(supabaseDir, SPANISH_SEEDS)).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.sql')).sort().map((file) => `${SPANISH_SEEDS}/${file}`)
  return [...main, ...spanish]
}

export async function migrate(url: string, { seed, log = () => {} }: MigrateOptions): Promise<MigrateResult> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql`select pg_advisory_lock(hashtext('supabase_migrations'))`
    const [state] = await sql<{ auth: boolean; storage: boolean; history: boolean }[]>`
      select exists (select from pg_namespace where nspname = 'auth') as auth,
             exists (select from pg_namespace where nspname = 'storage') as storage,
             to_regclass('supabase_migrations.schema_migrations') is not null as history`
    const isNew = !state?.history

    let shim = false
    if (!state?.auth) {
      const shimSql = await readFile(shimFile, 'utf8')
      await sql.begin((tx) => tx.unsafe(shimSql))
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

    await sql.unsafe(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text);
      create table if not exists supabase_migrations.seed_files (
        path text primary key, hash text not null)`)

    const done = new Set(
      (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
    )
    const files = (await readdir(migrationsDir).catch(() => [] as string[])).filter((f) => f.endsWith('.sql')).sort()
    const applied: string[] = []
    for (const file of files) {
      const match = MIGRATION_NAME.exec(file)
      if (!match) throw new Error(`Migration file name must look like 20260101120000_topic.sql: ${file}`)
      const [, version, name] = match
      if (done.has(version!)) continue
      const text = await readFile(path.join(migrationsDir, file), 'utf8')
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
