// Migrations apply once and the seed loads only into a new database: a scratch database in
// the test server goes through the real runner twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { migrate } from '../../../scripts/db/migrate.ts'
import { scratchDatabase, type Sql } from './helpers.ts'

let db: Awaited<ReturnType<typeof scratchDatabase>>
let scratch: Sql

beforeAll(async () => {
  db = await scratchDatabase()
  scratch = db.sql
})
afterAll(() => db?.drop())

const counts = async () =>
  (
    await scratch<{ services: number; posts: number; events: number; migrations: number }[]>`
      select (select count(*)::int from public.services) as services,
             (select count(*)::int from public.blog_posts) as posts,
             (select count(*)::int from public.events) as events,
             (select count(*)::int from supabase_migrations.schema_migrations) as migrations`
  )[0]!

describe('migrations', () => {
  it('apply every file once into a new database, seed it, then apply and seed nothing again', async () => {
    const files = (await readdir(fileURLToPath(new URL('../../migrations', import.meta.url)))).filter((f) => f.endsWith('.sql')).sort()
    const first = await migrate(db.url, { seed: 'if-new' })
    expect(first).toEqual({ shim: true, applied: files, seeded: true })
    const seeded = await counts()
    expect(seeded).toMatchObject({ services: 13, migrations: files.length })

    // an admin edits the demo content; a restart must neither re-run migrations nor re-seed
    await scratch`delete from public.blog_posts where not published`
    const second = await migrate(db.url, { seed: 'if-new' })
    expect(second).toEqual({ shim: false, applied: [], seeded: false })
    expect(await counts()).toEqual({ ...seeded, posts: seeded.posts - 1 })

    const versions = await scratch<{ version: string; name: string }[]>`
      select version, name from supabase_migrations.schema_migrations order by version`
    expect(versions.map((v) => `${v.version}_${v.name}.sql`)).toEqual(files)
  })
})
