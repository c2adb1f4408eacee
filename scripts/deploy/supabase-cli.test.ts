// The deploy's supabase commands run by the real CLI (node_modules/.bin/supabase 2.117.0), each
// with the environment the deploy plan gives it, against a loopback fake of the Management API
// (scripts/stand-ins/supabase-management-api.ts): what `config push` and `functions deploy
// --use-api` would send to Supabase, and `db push --db-url` applying every migration to a fresh
// embedded PostgreSQL with the platform shim, as the `postgres` role, which is not a superuser
// there as on hosted Supabase (scripts/stand-ins/supabase-platform.sql).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { cliProject, DEPLOY_SAMPLE, type CliProject } from '../../supabase/tests/platform/cli-project.ts'
import { startManagementApiFake, type ManagementApiFake } from '../stand-ins/supabase-management-api.ts'
import { DB_USER, roleUrl } from '../db/embedded.ts'
import { applyPlatformShim } from '../db/migrate.ts'
import { root } from '../stack/functions.ts'
import type { DeployEnv, EnvRecord } from './env.ts'
import { envFileText } from './executor.ts'
import { deployPlan, ENV_FILE } from './plan.ts'
import type { Command } from './step.ts'

const CLI_TIMEOUT = 180_000

/** The plan's command whose argv (after `npx supabase`) starts with these words, and its env. */
function planned(env: EnvRecord, ...words: string[]): { args: string[]; env: EnvRecord } {
  const commands: Command[] = deployPlan(env as DeployEnv & EnvRecord).flatMap((step) => step.commands)
  const command = commands.find((c) => c.argv[1] === 'supabase' && words.every((w, i) => c.argv[2 + i] === w))
  if (!command) throw new Error(`the deploy plan has no "supabase ${words.join(' ')}"`)
  return { args: command.argv.slice(2), env: command.env }
}

let fake: ManagementApiFake
let project: CliProject
beforeAll(async () => {
  fake = await startManagementApiFake({ ref: DEPLOY_SAMPLE.SUPABASE_PROJECT_REF, token: DEPLOY_SAMPLE.SUPABASE_ACCESS_TOKEN })
  project = cliProject(fake.url)
})
afterAll(async () => {
  project?.dispose()
  await fake?.close()
})

async function runPlanned(env: EnvRecord, ...words: string[]) {
  const command = planned(env, ...words)
  const result = await project.run(command.args, command.env)
  expect(result.code, `supabase ${command.args.join(' ')}\n${result.output}`).toBe(0)
  return result
}

describe('supabase config push (real CLI, Management API fake)', () => {
  it('turns email sign-in on with public sign-up off, and pushes the site URL, redirect list, recovery template, SMTP and a closed Data API', async () => {
    await runPlanned(DEPLOY_SAMPLE, 'link')
    const before = fake.authPatches.length
    await runPlanned(DEPLOY_SAMPLE, 'config', 'push')
    expect(fake.unhandled).toEqual([])
    expect(fake.authPatches.length).toBe(before + 1)
    const body = fake.authPatches.at(-1)!
    // email sign-in on (GoTrue answers 422 email_provider_disabled without it), public sign-up off
    expect(body.external_email_enabled).not.toBe(false)
    expect(fake.auth.external_email_enabled).toBe(true)
    expect(body.disable_signup).toBe(true)
    // new staff passwords need 12 characters in the contract; GoTrue is told the same floor
    expect(body.password_min_length).toBe(12)
    expect(body).toMatchObject({
      site_url: 'https://www.brightpath.example',
      uri_allow_list: 'https://www.brightpath.example/admin/reset-password',
      mailer_subjects_recovery: 'Reset your password',
      mailer_templates_recovery_content: readFileSync(path.join(root, 'supabase/templates/recovery.html'), 'utf8'),
      // Resend's SMTP relay with the API key as password; the sender of MAIL_FROM
      smtp_host: 'smtp.resend.com',
      smtp_port: '465',
      smtp_user: 'resend',
      smtp_pass: DEPLOY_SAMPLE.RESEND_API_KEY,
      smtp_admin_email: 'no-reply@brightpath.example',
      smtp_sender_name: 'Bright Path "Support"',
      // sent only with custom SMTP
      rate_limit_email_sent: 4,
      // [auth.sessions] in hours: GoTrue's backstop of the limits /api enforces (issue 57)
      sessions_timebox: 12,
      sessions_inactivity_timeout: 1.5,
    })
    expect(body.mailer_templates_recovery_content).toContain('{{ .RedirectTo }}?token={{ .TokenHash }}')
    // the Data API closed: PostgREST exposes no schema
    expect(fake.postgrestPatches.at(-1)).toEqual({ db_schema: '' })
    expect(fake.postgrest.db_schema).toBe('')
  }, CLI_TIMEOUT)

  it('keeps two-step sign-in (TOTP) on: a project where it is off gets it pushed, and config diff then reports nothing of it', async () => {
    await runPlanned(DEPLOY_SAMPLE, 'link')
    fake.auth.mfa_totp_enroll_enabled = false
    fake.auth.mfa_totp_verify_enabled = false
    await runPlanned(DEPLOY_SAMPLE, 'config', 'push')
    expect(fake.unhandled).toEqual([])
    expect(fake.authPatches.at(-1)).toMatchObject({ mfa_totp_enroll_enabled: true, mfa_totp_verify_enabled: true })
    expect(fake.auth).toMatchObject({ mfa_totp_enroll_enabled: true, mfa_totp_verify_enabled: true })
    const diff = await runPlanned(DEPLOY_SAMPLE, 'config', 'diff')
    expect(diff.output).not.toMatch(/mfa/i)
  }, CLI_TIMEOUT)

  it('with MAIL_TRANSPORT=smtp, Auth sends through the parts of SMTP_URL', async () => {
    const env = { ...DEPLOY_SAMPLE, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtps://mailer%40brightpath.example:s3cret%2Fpass@smtp.example.org:2465' }
    await runPlanned(env, 'config', 'push')
    expect(fake.unhandled).toEqual([])
    expect(fake.authPatches.at(-1)).toMatchObject({
      smtp_host: 'smtp.example.org',
      smtp_port: '2465',
      smtp_user: 'mailer@brightpath.example',
      smtp_pass: 's3cret/pass',
    })
  }, CLI_TIMEOUT)
})

describe('supabase secrets set and a refused token (real CLI, Management API fake)', () => {
  it("sends exactly the functions' variables of the plan's private env file", async () => {
    await runPlanned(DEPLOY_SAMPLE, 'link')
    const command = deployPlan(DEPLOY_SAMPLE as DeployEnv & EnvRecord).flatMap((step) => step.commands).find((c) => c.argv.includes('secrets'))!
    const file = path.join(project.dir, 'functions.env')
    writeFileSync(file, envFileText(command.envFile!), { mode: 0o600 })
    const result = await project.run(command.argv.slice(2).map((arg) => (arg === ENV_FILE ? file : arg)), command.env)
    expect(result.code, result.output).toBe(0)
    expect(fake.unhandled).toEqual([])
    expect(Object.fromEntries(fake.secrets.map((s) => [s.name, s.value]))).toEqual(command.envFile)
  }, CLI_TIMEOUT)

  it('stops with the API\'s 401 when the access token is refused', async () => {
    await runPlanned(DEPLOY_SAMPLE, 'link')
    const push = planned(DEPLOY_SAMPLE, 'config', 'push')
    const result = await project.run(push.args, { ...push.env, SUPABASE_ACCESS_TOKEN: 'sbp_ffffffffffffffffffffffffffffffffffffffff' })
    expect(result.code).toBe(1)
    expect(result.output).toContain('401: {"message":"Unauthorized"}')
  }, CLI_TIMEOUT)
})

describe('supabase functions deploy --use-api (real CLI, Management API fake)', () => {
  it('uploads api and notify with their module graph and the deno.json of the repository, deployable as it is', async () => {
    await runPlanned(DEPLOY_SAMPLE, 'link')
    await runPlanned(DEPLOY_SAMPLE, 'functions', 'deploy', 'api')
    await runPlanned(DEPLOY_SAMPLE, 'functions', 'deploy', 'notify')
    expect(fake.unhandled).toEqual([])
    const api = fake.deploys.find((d) => d.slug === 'api')!
    const notify = fake.deploys.find((d) => d.slug === 'notify')!
    expect(api.metadata).toMatchObject({ entrypoint_path: 'supabase/functions/api/index.ts', import_map_path: 'supabase/functions/deno.json', verify_jwt: false })
    expect(notify.metadata).toMatchObject({ entrypoint_path: 'supabase/functions/notify/index.ts', import_map_path: 'supabase/functions/deno.json', verify_jwt: false })
    for (const deploy of [api, notify]) {
      const names = deploy.files.map((f) => f.filename)
      expect(names).toContain('supabase/functions/deno.json')
      expect(names).toContain(`supabase/functions/${deploy.slug}/index.ts`)
      for (const file of deploy.files) {
        expect(file.name).toBe('file')
        expect(file.filename).toMatch(/^supabase\/functions\//)
        expect(file.text, file.filename).toBe(readFileSync(path.join(root, file.filename), 'utf8'))
      }
      // what edge-runtime gets: no node_modules is uploaded, so no "manual" node_modules either
      const denoJson = JSON.parse(deploy.files.find((f) => f.filename === 'supabase/functions/deno.json')!.text)
      expect(denoJson).not.toHaveProperty('nodeModulesDir')
      expect(names.some((n) => n.includes('node_modules'))).toBe(false)
    }
    // every shared module the api imports goes up (a missing one would fail only once deployed)
    const apiNames = new Set(api.files.map((f) => f.filename))
    for (const route of readdirSync(path.join(root, 'supabase/functions/_shared/routes')).filter((f) => f.endsWith('.ts'))) {
      expect(apiNames, route).toContain(`supabase/functions/_shared/routes/${route}`)
    }
  }, CLI_TIMEOUT)
})

describe('supabase db push --db-url (real CLI, fresh embedded PostgreSQL with the platform shim, as postgres)', () => {
  /** A database of its own with what the platform creates (the shim, applied by the superuser). */
  async function platformDatabase() {
    const admin = postgres(inject('dbUrl'), { max: 1, onnotice: () => {} })
    const name = `cli_push_${process.pid}_${Date.now()}`
    await admin.unsafe(`create database ${name}`)
    const superuserUrl = inject('dbUrl').replace(/\/[^/?]*(\?.*)?$/, `/${name}`)
    await applyPlatformShim(superuserUrl)
    // the deploy's `db push --linked` reaches the project's pooler as postgres; here --db-url names the local server
    const url = roleUrl(superuserUrl, DB_USER)
    const db = postgres(url, { max: 1, onnotice: () => {} })
    return {
      url,
      db,
      push: (from: CliProject = project) => from.run(['db', 'push', '--db-url', `${url}?sslmode=disable`, '--yes'], planned(DEPLOY_SAMPLE, 'db', 'push').env),
      dispose: async () => {
        await db.end()
        await admin.unsafe(`drop database ${name} with (force)`)
        await admin.end()
      },
    }
  }

  it('applies every migration of supabase/migrations as postgres and records each in the CLI\'s history table', async () => {
    const target = await platformDatabase()
    const { db } = target
    try {
      const [me] = await db<{ rolsuper: boolean }[]>`select rolsuper from pg_roles where rolname = current_user`
      expect(me).toEqual({ rolsuper: false })
      const result = await target.push()
      expect(result.code, result.output).toBe(0)
      const files = readdirSync(path.join(root, 'supabase/migrations')).filter((f) => f.endsWith('.sql')).sort()
      const rows = await db<{ version: string; name: string }[]>`select version, name from supabase_migrations.schema_migrations order by version`
      expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files)
      expect(files.length).toBeGreaterThan(0)
      const owners = await db<{ owner: string; count: number }[]>`
        select tableowner as owner, count(*)::int as count from pg_tables where schemaname = 'public' group by 1`
      expect(owners).toEqual([{ owner: 'postgres', count: expect.any(Number) }])
      expect(owners[0]!.count).toBeGreaterThan(5)
    } finally {
      await target.dispose()
    }
  }, CLI_TIMEOUT)

  it('fails, as the first deploy would, on a migration only a superuser may run', async () => {
    const target = await platformDatabase()
    const other = cliProject()
    try {
      const migrations = path.join(other.dir, 'supabase/migrations')
      rmSync(migrations, { recursive: true })
      mkdirSync(migrations)
      writeFileSync(path.join(migrations, '20260101000000_superuser.sql'), "create table public.before_it (id int);\nalter role postgres superuser;\n")
      const result = await target.push(other)
      expect(result.code, result.output).not.toBe(0)
      expect(result.output).toContain('permission denied to alter role')
      const [row] = await target.db<{ made: boolean; superuser: boolean }[]>`
        select to_regclass('public.before_it') is not null as made, (select rolsuper from pg_roles where rolname = 'postgres') as superuser`
      expect(row).toEqual({ made: false, superuser: false })
    } finally {
      other.dispose()
      await target.dispose()
    }
  }, CLI_TIMEOUT)
})
