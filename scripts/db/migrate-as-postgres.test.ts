// The migration runner applies supabase/migrations as hosted Supabase's `db push` does: as the
// `postgres` role, which is not a superuser (scripts/stand-ins/supabase-platform.sql's header cites the sources).
// A statement only a superuser may run fails here as it would on the first deploy.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { migrate } from './migrate.ts'
import { superuser } from '../testing/db.ts'

const admin = superuser(1)
const name = `as_postgres_${process.pid}_${Date.now()}`
const url = inject('dbUrl').replace(/\/[^/?]*(\?.*)?$/, `/${name}`)
let db: postgres.Sql
let work: string
let version = 20260101000000

beforeAll(async () => {
  await admin.unsafe(`create database ${name}`)
  work = await mkdtemp(path.join(os.tmpdir(), 'migrate-as-postgres-'))
  await migrate(url, { seed: 'never', migrationsDir: path.join(work, 'none') })
  db = postgres(url, { max: 1, onnotice: () => {} })
})
afterAll(async () => {
  await db?.end()
  await admin.unsafe(`drop database if exists ${name} with (force)`)
  await admin.end()
  await rm(work, { recursive: true, force: true })
})

/** Runs one migration file of `text` through migrate(), as `npm start` and the tests do. */
async function runMigration(text: string) {
  const dir = await mkdtemp(path.join(work, 'm-'))
  version += 1
  await writeFile(path.join(dir, `${version}_case.sql`), text)
  return migrate(url, { seed: 'never', migrationsDir: dir })
}

describe('migrations run as postgres, not a superuser', () => {
  it('gives postgres the attributes hosted gives it, and the platform roles own auth and storage', async () => {
    const [role] = await db`select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolreplication, rolcanlogin
                            from pg_roles where rolname = 'postgres'`
    expect(role).toEqual({ rolsuper: false, rolcreaterole: true, rolcreatedb: true, rolbypassrls: true, rolreplication: true, rolcanlogin: true })
    const owners = await db<{ name: string; owner: string }[]>`
      select c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner from pg_class c
      where c.oid in ('auth.users'::regclass, 'auth.mfa_factors'::regclass, 'storage.objects'::regclass) order by 1`
    expect(owners).toEqual([
      { name: 'auth.mfa_factors', owner: 'supabase_auth_admin' },
      { name: 'auth.users', owner: 'supabase_auth_admin' },
      { name: 'storage.objects', owner: 'supabase_storage_admin' },
    ])
  })

  it("records what it applies as postgres: the project's tables belong to postgres", async () => {
    await runMigration('create table public.made_by_migration (id int primary key);')
    const [row] = await db`select pg_get_userbyid(relowner) as owner from pg_class where oid = 'public.made_by_migration'::regclass`
    expect(row).toEqual({ owner: 'postgres' })
    // and the stack's own database: every table of supabase/migrations
    const foreign = await admin`select schemaname, tablename, tableowner from pg_tables where schemaname = 'public' and tableowner <> 'postgres'`
    expect(foreign).toEqual([])
  })

  it.each([
    // ALTER SYSTEM cannot run in a migration's transaction at all; a superuser-only setting can't either
    ['a superuser-only setting', "alter role postgres set log_statement = 'all';", /permission denied to set parameter "log_statement"/],
    ['an extension outside supautils\' privileged list', 'create extension file_fdw;', /permission denied to create extension "file_fdw"/],
    ['ALTER ROLE … SUPERUSER', 'alter role postgres superuser;', /permission denied to alter role/],
    ['COPY … FROM PROGRAM', "create table t (x text); copy t from program 'echo hi';", /permission denied to COPY to or from an external program/],
    ['SET ROLE to a platform role', 'set local role supabase_storage_admin;', /permission denied to set role "supabase_storage_admin"/],
    ["a column added to storage's table", 'alter table storage.objects add column note text;', /must be owner of table storage.objects/],
    ["an index on auth's table", 'create index users_note on auth.users (email);', /must be owner of index auth.users_note/],
    ['a table created in auth', 'create table auth.extra (id int);', /must be owner of table auth.extra/],
    ["a trigger dropped from storage's table", 'drop trigger protect_objects_delete on storage.objects;', /must be owner of trigger protect_objects_delete/],
  ])('fails a migration that needs a superuser or an owner: %s', async (_what, text, message) => {
    await expect(runMigration(text)).rejects.toThrow(message)
    const [row] = await db`select count(*)::int as count from supabase_migrations.schema_migrations where version = ${String(version)}`
    expect(row!.count).toBe(0)
  })

  it('applies what hosted allows postgres: policies and triggers on storage and auth tables, trusted extensions, Vault', async () => {
    const result = await runMigration(`
      create extension if not exists pgcrypto with schema extensions;
      create extension citext with schema extensions;
      create policy case_read on storage.objects for select to authenticated using (bucket_id = 'case');
      create policy case_users on auth.users for select to authenticated using (id = auth.uid());
      create function public.case_touch() returns trigger language plpgsql as $$ begin return new; end $$;
      create trigger case_touch before update on auth.users for each row execute function public.case_touch();
      create table public.case_ref (user_id uuid references auth.users (id));
      select count(*) from vault.decrypted_secrets;
      delete from vault.secrets where name = 'case';
      insert into storage.buckets (id, name) values ('case', 'case');`)
    expect(result.applied).toEqual([`${version}_case.sql`])
  })
})
