// npm run deploy: the dry-run plan, the refusals, a failing step and --from, through the real
// script (spawned) or the runner with an injected executor; the Vault upsert on real Postgres.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseEnv } from 'node:util'
import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { root } from '../stack/functions.ts'
import { deploy } from './cli.ts'
import { envFileText, upsertVaultSecrets } from './executor.ts'
import type { Command, VaultSecret } from './step.ts'
import type { Executor } from './run.ts'
import type { RoleLogin } from './runtime-role.ts'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const example = parseEnv(readFileSync(path.join(root, '.env.example'), 'utf8')) as Record<string, string>
/** A JWT of the shape Supabase's legacy API keys have (the signature is not checked by the deploy). */
const legacyKey = (role: string) => [{ alg: 'HS256', typ: 'JWT' }, { iss: 'supabase', ref: 'abcdefghijklmnopqrst', role }]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2lnbmF0dXJlLW5vdC1jaGVja2VkLWhlcmU'
const SECRETS = {
  SUPABASE_ACCESS_TOKEN: 'sbp_access_token_0123456789abcdef0123456789abcdef',
  SUPABASE_DB_URL: 'postgresql://postgres.abcdefghijklmnopqrst:db-password-0123456789@aws-0-us-east-1.pooler.supabase.com:5432/postgres',
  SUPABASE_SERVICE_ROLE_KEY: legacyKey('service_role'),
  JWT_SECRET: 'jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  LINK_SIGNING_SECRET: 'link-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  PROXY_SIGNING_SECRET: 'proxy-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  RESEND_API_KEY: 're_resend_key_0123456789abcdefghij',
  STRIPE_SECRET_KEY: 'sk_live_stripe_0123456789abcdefghij',
  STRIPE_WEBHOOK_SECRET: 'whsec_webhook_0123456789abcdefghij',
  NETLIFY_AUTH_TOKEN: 'nfp_netlify_token_0123456789abcdefghij',
}
const SAMPLE: Record<string, string> = {
  ...SECRETS,
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SITE_URL: 'https://www.brightpath.example',
  AUTH_MODE: 'supabase',
  MAIL_TRANSPORT: 'resend',
  MAIL_FROM: 'Bright Path "Support" <no-reply@brightpath.example>',
  ORG_NAME: 'Bright Path Support Services',
  FORM_MAX_PER_HOUR: '20',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_publishable',
  VITE_GA_MEASUREMENT_ID: 'G-TEST123',
  NETLIFY_SITE_ID: '11111111-2222-3333-4444-555555555555',
}

let files = 0
function envFile(env: Record<string, string | undefined>): string {
  const file = path.join(tmp, `env-${++files}`)
  writeFileSync(file, envFileText(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>))
  return file
}

function runScript(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/deploy.ts', ...args], { cwd: root, env, encoding: 'utf8' })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

function recordingExecutor(failOn?: string) {
  const ran: string[] = []
  const vault: VaultSecret[][] = []
  const exec: Executor = {
    command: async (command: Command) => {
      ran.push(command.argv.join(' '))
      return failOn && command.argv.join(' ').includes(failOn) ? 1 : 0
    },
    vault: async (_url, secrets) => void vault.push(secrets),
    login: async (login) => void ran.push(`login ${login.role}`),
    smoke: async () => [],
  }
  return { exec, ran, vault }
}

describe('npm run deploy --dry-run', () => {
  it('prints the whole plan in order with the secrets masked, and runs nothing', () => {
    const { code, output } = runScript(['--env-file', envFile(SAMPLE), '--dry-run'])
    expect(code, output).toBe(0)
    const lines = [
      '[1/10] link:', '$ SUPABASE_ACCESS_TOKEN=**** SUPABASE_DB_PASSWORD=**** npx supabase link --project-ref abcdefghijklmnopqrst',
      '[2/10] config:', 'npx supabase config diff', 'npx supabase config push --yes',
      '[3/10] db:', 'npx supabase db push --linked --yes',
      '[4/10] secrets:', 'role api_runtime: LOGIN, password **** (over SUPABASE_DB_URL)',
      'npx supabase secrets set --env-file <private temporary file>', 'API_DB_URL=****', 'AUTH_MODE=supabase', 'JWT_SECRET=****',
      '[5/10] functions:', 'npx supabase functions deploy api --no-verify-jwt --use-api', 'npx supabase functions deploy notify --no-verify-jwt --use-api',
      '[6/10] vault:', 'npx supabase secrets set --env-file <private temporary file>', '    NOTIFY_SECRET=****',
      'vault notify_url = https://abcdefghijklmnopqrst.supabase.co/functions/v1/notify', 'vault notify_secret = ****',
      '[7/10] build:', 'VITE_SITE_URL=https://www.brightpath.example SUPABASE_PROJECT_REF=abcdefghijklmnopqrst PROXY_SIGNING_SECRET=**** npm run build',
      '[8/10] host-env:', 'NETLIFY_AUTH_TOKEN=**** NETLIFY_SITE_ID=11111111-2222-3333-4444-555555555555 npx --yes netlify-cli@27 env:import <private temporary file>',
      '    VITE_SITE_URL=https://www.brightpath.example', '    SUPABASE_PROJECT_REF=abcdefghijklmnopqrst', '    PROXY_SIGNING_SECRET=****',
      '    CDN_PURGE_SECRET=****',
      '[9/10] upload:', 'NETLIFY_AUTH_TOKEN=**** npx --yes netlify-cli@27 deploy --prod --no-build --dir dist --functions dist-functions --site 11111111-2222-3333-4444-555555555555',
      '[10/10] smoke: check the deployed site: https://www.brightpath.example/api/health',
    ]
    let at = -1
    for (const line of lines) {
      const found = output.indexOf(line, at + 1)
      expect(found, `"${line}" after position ${at} in:\n${output}`).toBeGreaterThan(at)
      at = found
    }
    for (const [name, value] of Object.entries(SECRETS)) expect(output, name).not.toContain(value)
    expect(output).not.toContain('db-password-0123456789')
    const functionsFile = output.slice(output.indexOf('[4/10] secrets:'), output.indexOf('[5/10]'))
    expect(functionsFile).not.toMatch(/^\s+VITE_|^\s+SUPABASE_/m) // the functions' secrets file holds neither
    expect(output).not.toContain('Deploy finished')
  })

  it('without a static host, the upload step says where dist/ is and what the host needs', () => {
    const { code, output } = runScript(['--env-file', envFile({ ...SAMPLE, NETLIFY_SITE_ID: undefined, NETLIFY_AUTH_TOKEN: undefined }), '--dry-run'])
    expect(code, output).toBe(0)
    expect(output).toContain('dist/_redirects and dist/_headers')
    expect(output).toContain('[8/10] host-env: no static host configured: its environment is yours to set')
    const hostLine = output.split('\n').find((line) => line.includes('Set on the host: '))!
    expect(hostLine.split('Set on the host: ')[1]!.split(' (')[0]!.split(', ').sort())
      .toEqual(['CDN_PURGE_SECRET', 'PROXY_SIGNING_SECRET', 'SUPABASE_PROJECT_REF', 'VITE_GA_MEASUREMENT_ID', 'VITE_SITE_URL', 'VITE_STRIPE_PUBLISHABLE_KEY'])
    expect(output).toContain('After uploading dist/, run: npm run deploy -- --from smoke')
    expect(output).toContain("signs the /api rewrite with the host's environment variable PROXY_SIGNING_SECRET")
    expect(output).not.toContain('netlify-cli')
    expect(output).not.toContain(SECRETS.PROXY_SIGNING_SECRET)
  })
})

describe('npm run deploy refuses an unsafe .env.production before running anything (exit 2)', () => {
  const cases: Array<[string, Record<string, string | undefined>, string]> = [
    ['a missing required variable', { JWT_SECRET: undefined }, 'JWT_SECRET is missing'],
    ["a value equal to .env.example's default", { JWT_SECRET: example.JWT_SECRET }, 'JWT_SECRET is the local default of .env.example'],
    ["the local stack's database URL", { SUPABASE_DB_URL: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres' }, 'SUPABASE_DB_URL is a local database'],
    ['a secret shorter than 32 characters', { LINK_SIGNING_SECRET: 'short-but-not-empty-secret' }, 'LINK_SIGNING_SECRET is shorter than 32 characters'],
    ['no proxy signing secret', { PROXY_SIGNING_SECRET: undefined }, 'PROXY_SIGNING_SECRET is missing'],
    ['a short proxy signing secret', { PROXY_SIGNING_SECRET: 'short-proxy-secret' }, 'PROXY_SIGNING_SECRET is shorter than 32 characters'],
    ["the local proxy signing secret of .env.example", { PROXY_SIGNING_SECRET: example.PROXY_SIGNING_SECRET }, 'PROXY_SIGNING_SECRET is the local default of .env.example'],
    ['a SITE_URL that is not https://', { SITE_URL: 'http://www.brightpath.example' }, 'SITE_URL is not an https:// URL'],
    ['MAIL_TRANSPORT=file', { MAIL_TRANSPORT: 'file' }, 'MAIL_TRANSPORT must be resend'],
    ['AUTH_MODE other than supabase', { AUTH_MODE: 'local' }, 'AUTH_MODE must be supabase'],
    ['the legacy anon key as the service key', { SUPABASE_SERVICE_ROLE_KEY: legacyKey('anon') }, 'SUPABASE_SERVICE_ROLE_KEY is the legacy anon key: set Project Settings → API keys: a secret key (sb_secret_…), or the legacy service_role key'],
    ['a publishable key as the service key', { SUPABASE_SERVICE_ROLE_KEY: 'sb_publishable_0123456789abcdefghij_klmn' }, 'SUPABASE_SERVICE_ROLE_KEY is a publishable key, which cannot manage accounts'],
    ['a service key of neither kind', { SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-0123456789abcdefghijklmnopqrstuv' }, 'SUPABASE_SERVICE_ROLE_KEY is neither a secret key (sb_secret_…) nor a legacy service_role JWT'],
  ]
  it.each(cases)('%s', (_what, change, expected) => {
    const { code, output } = runScript(['--env-file', envFile({ ...SAMPLE, ...change }), '--dry-run'])
    expect(code, output).toBe(2)
    expect(output).toContain(expected)
    expect(output).not.toContain('[1/10]')
    for (const [name, value] of Object.entries(change)) if (value && /SECRET|DB_URL/.test(name)) expect(output).not.toContain(value)
  })

  it('accepts a new secret key (sb_secret_…) as well as a legacy service_role JWT', () => {
    const { code, output } = runScript(['--env-file', envFile({ ...SAMPLE, SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_0123456789abcdefghij_KLMNOPQRST' }), '--dry-run'])
    expect(code, output).toBe(0)
    expect(output).not.toContain('sb_secret_0123456789abcdefghij_KLMNOPQRST')
  })

  it('lists every problem, one line each', async () => {
    const printed: string[] = []
    const { exec, ran } = recordingExecutor()
    const code = await deploy(['--env-file', envFile({ ...SAMPLE, AUTH_MODE: 'local', JWT_SECRET: undefined, MAIL_TRANSPORT: 'file' })], exec, (l) => printed.push(l))
    expect(code).toBe(2)
    expect(ran).toEqual([])
    expect(printed.slice(1).map((l) => l.trim().split(' ')[0])).toEqual(['AUTH_MODE', 'JWT_SECRET', 'MAIL_TRANSPORT'])
  })
})

describe('npm run deploy runs the plan', () => {
  it('stops at a failing step, names it and prints the --from command (real script, fake npx on PATH)', () => {
    const bin = path.join(tmp, 'bin')
    const log = path.join(tmp, 'npx.log')
    mkdirSync(bin, { recursive: true })
    // records each call with the token it saw; `supabase db push` fails
    writeFileSync(path.join(bin, 'npx'), `#!/bin/sh\necho "$* token=$SUPABASE_ACCESS_TOKEN" >> ${log}\n[ "$2 $3" = "db push" ] && exit 3\nexit 0\n`)
    chmodSync(path.join(bin, 'npx'), 0o755)
    const file = envFile(SAMPLE)
    const { code, output } = runScript(['--env-file', file], { ...process.env, PATH: `${bin}:${process.env.PATH}` })
    expect(code, output).toBe(1)
    expect(output).toContain('Deploy stopped: step "db" failed (npx supabase db push exited with 3)')
    expect(output).toContain(`npm run deploy -- --env-file ${file} --from db`)
    const calls = readFileSync(log, 'utf8').trim().split('\n')
    expect(calls.map((c) => c.split(' token=')[0])).toEqual([
      'supabase link --project-ref abcdefghijklmnopqrst',
      'supabase config diff',
      'supabase config push --yes',
      'supabase db push --linked --yes',
    ])
    expect(calls.every((c) => c.endsWith(`token=${SECRETS.SUPABASE_ACCESS_TOKEN}`))).toBe(true)
  })

  it("gives `supabase config push` every env(...) that supabase/config.toml references", async () => {
    const toml = readFileSync(path.join(root, 'supabase/config.toml'), 'utf8')
    const referenced = [...toml.matchAll(/"env\((\w+)\)"/g)].map(([, name]) => name!)
    expect(referenced).toEqual(expect.arrayContaining(['SITE_URL', 'AUTH_RESET_REDIRECT_URL']))
    const seen: Command[] = []
    const exec: Executor = { command: async (command) => (seen.push(command), 0), vault: async () => {}, login: async () => {}, smoke: async () => [] }
    expect(await deploy(['--env-file', envFile(SAMPLE), '--from', 'config'], exec, () => {})).toBe(0)
    const push = seen.find((command) => command.argv.join(' ') === 'npx supabase config push --yes')!
    for (const name of referenced) expect(push.env?.[name], name).toBeTruthy()
    expect(push.env?.AUTH_RESET_REDIRECT_URL).toBe('https://www.brightpath.example/admin/reset-password')
  })

  it('--from resumes at that step and runs the rest', async () => {
    const { exec, ran, vault } = recordingExecutor()
    const printed: string[] = []
    const code = await deploy(['--env-file', envFile(SAMPLE), '--from', 'db'], exec, (l) => printed.push(l))
    expect(code, printed.join('\n')).toBe(0)
    expect(ran).toEqual([
      'npx supabase db push --linked --yes',
      'login api_runtime',
      'npx supabase secrets set --env-file {env-file}',
      'npx supabase functions deploy api --no-verify-jwt --use-api',
      'npx supabase functions deploy notify --no-verify-jwt --use-api',
      'npx supabase secrets set --env-file {env-file}',
      'npm run build',
      'npx --yes netlify-cli@27 env:import {env-file}',
      'npx --yes netlify-cli@27 deploy --prod --no-build --dir dist --functions dist-functions --site 11111111-2222-3333-4444-555555555555',
    ])
    expect(vault).toEqual([[
      { name: 'notify_url', value: 'https://abcdefghijklmnopqrst.supabase.co/functions/v1/notify', secret: false },
      { name: 'notify_secret', value: expect.stringMatching(/^[\w-]{32,}$/), secret: true },
    ]])
    expect(printed.at(-1)).toContain('Deploy finished')
  })

  it('gives the functions only their own variables, in a file the CLI reads back exactly', async () => {
    let secretsFile: Record<string, string> | undefined
    const exec: Executor = { command: async (c) => ((secretsFile ??= c.envFile), 0), vault: async () => {}, login: async () => {}, smoke: async () => [] }
    await deploy(['--env-file', envFile(SAMPLE), '--from', 'secrets'], exec, () => {})
    expect(Object.keys(secretsFile!).sort()).toEqual([
      'API_DB_URL', 'AUTH_MODE', 'CDN_PURGE_SECRET', 'FORM_MAX_PER_HOUR', 'JWT_SECRET', 'LINK_SIGNING_SECRET', 'MAIL_FROM', 'MAIL_TRANSPORT', 'ORG_NAME',
      'PROXY_SIGNING_SECRET', 'RESEND_API_KEY', 'SITE_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET',
    ])
    expect(parseEnv(envFileText(secretsFile!))).toEqual(secretsFile)
  })

  it("gives api_runtime a new password and LOGIN before the functions' secrets, and them API_DB_URL with that password (issue 57)", async () => {
    const logins: RoleLogin[] = []
    const files: Record<string, string>[] = []
    const exec: Executor = {
      command: async (c) => (c.envFile && files.push(c.envFile), 0), vault: async () => {}, login: async (l) => void logins.push(l), smoke: async () => [],
    }
    const printed: string[] = []
    for (let run = 0; run < 2; run += 1) expect(await deploy(['--env-file', envFile(SAMPLE), '--from', 'secrets'], exec, (l) => printed.push(l))).toBe(0)
    expect(logins.map((l) => [l.role, l.dbUrl])).toEqual([['api_runtime', SAMPLE.SUPABASE_DB_URL], ['api_runtime', SAMPLE.SUPABASE_DB_URL]])
    const [first, second] = logins.map((l) => l.password)
    expect(first).toMatch(/^[\w-]{40,}$/)
    expect(second).not.toBe(first)
    const urls = files.filter((f) => f.API_DB_URL).map((f) => f.API_DB_URL)
    expect(urls).toEqual([
      `postgresql://api_runtime.abcdefghijklmnopqrst:${first}@aws-0-us-east-1.pooler.supabase.com:6543/postgres`,
      `postgresql://api_runtime.abcdefghijklmnopqrst:${second}@aws-0-us-east-1.pooler.supabase.com:6543/postgres`,
    ])
    expect(printed.join('\n')).not.toContain(first)
  })

  it('gives the Netlify site the same PROXY_SIGNING_SECRET and CDN_PURGE_SECRET as the functions, before the upload, in a private file', async () => {
    const seen: Command[] = []
    const exec: Executor = { command: async (command) => (seen.push(command), 0), vault: async () => {}, login: async () => {}, smoke: async () => [] }
    expect(await deploy(['--env-file', envFile(SAMPLE), '--from', 'secrets'], exec, () => {})).toBe(0)
    const functions = seen.find((command) => command.argv.includes('secrets'))!
    const host = seen.find((command) => command.argv.includes('env:import'))!
    const build = seen.find((command) => command.argv.join(' ') === 'npm run build')!
    // everything a build started on Netlify reads, the signing secret among it: the deploy's own
    // build signs the prerender's reads of the function with it (scripts/build/content-api.ts)
    // and, for the site's purge endpoint at run time, the functions' own CDN_PURGE_SECRET
    expect(host.envFile).toEqual({ ...build.env, CDN_PURGE_SECRET: functions.envFile?.CDN_PURGE_SECRET })
    expect(build.env.PROXY_SIGNING_SECRET).toBe(SECRETS.PROXY_SIGNING_SECRET)
    expect(Object.keys(host.envFile!).sort()).toEqual(['CDN_PURGE_SECRET', 'PROXY_SIGNING_SECRET', 'SUPABASE_PROJECT_REF', 'VITE_GA_MEASUREMENT_ID', 'VITE_SITE_URL', 'VITE_STRIPE_PUBLISHABLE_KEY'])
    expect(functions.envFile?.PROXY_SIGNING_SECRET).toBe(SECRETS.PROXY_SIGNING_SECRET)
    expect(functions.envFile?.CDN_PURGE_SECRET).toMatch(/^[\w-]{43}$/)
    expect(functions.envFile?.CDN_PURGE_SECRET).not.toContain(SECRETS.PROXY_SIGNING_SECRET)
    expect(host.env).toEqual({ NETLIFY_AUTH_TOKEN: SECRETS.NETLIFY_AUTH_TOKEN, NETLIFY_SITE_ID: SAMPLE.NETLIFY_SITE_ID })
    expect(host.argv.join(' ')).not.toContain(SECRETS.PROXY_SIGNING_SECRET)
    expect(host.argv.join(' ')).not.toContain(functions.envFile?.CDN_PURGE_SECRET)
    expect(seen.indexOf(host)).toBe(seen.findIndex((command) => command.argv.includes('deploy') && command.argv.includes('--prod')) - 1)
  })

  it('gives both sides the same CDN_PURGE_SECRET on a run resumed at host-env, and a new one when PROXY_SIGNING_SECRET changes', async () => {
    const purgeSecrets = async (env: Record<string, string | undefined>, from: string) => {
      const seen: Command[] = []
      const exec: Executor = { command: async (command) => (seen.push(command), 0), vault: async () => {}, login: async () => {}, smoke: async () => [] }
      expect(await deploy(['--env-file', envFile(env), '--from', from], exec, () => {})).toBe(0)
      return seen.map((command) => command.envFile?.CDN_PURGE_SECRET).filter(Boolean)
    }
    const [functions, host] = await purgeSecrets(SAMPLE, 'secrets')
    expect(host).toBe(functions)
    expect(await purgeSecrets(SAMPLE, 'host-env')).toEqual([functions])
    const rotated = await purgeSecrets({ ...SAMPLE, PROXY_SIGNING_SECRET: `${SECRETS.PROXY_SIGNING_SECRET}-rotated` }, 'host-env')
    expect(rotated).toHaveLength(1)
    expect(rotated[0]).not.toBe(functions)
  })

  it('gives notify and its cron job one new secret a run: the same value in the functions\' secrets and in Vault', async () => {
    const runs: { functions?: string; vault?: string }[] = []
    for (let run = 0; run < 2; run++) {
      const seen: { functions?: string; vault?: string } = {}
      const exec: Executor = {
        command: async (command) => ((seen.functions ??= command.envFile?.NOTIFY_SECRET), 0),
        vault: async (_url, secrets) => void (seen.vault = secrets.find((s) => s.name === 'notify_secret')?.value),
        login: async () => {},
        smoke: async () => [],
      }
      expect(await deploy(['--env-file', envFile(SAMPLE), '--from', 'vault'], exec, () => {})).toBe(0)
      runs.push(seen)
    }
    for (const { functions, vault } of runs) {
      expect(functions).toMatch(/^[\w-]{48}$/)
      expect(vault).toBe(functions)
    }
    expect(runs[0]!.functions).not.toBe(runs[1]!.functions)
  })

  it('ends with the smoke test of the public site and stops, naming what failed', async () => {
    const printed: string[] = []
    let target: unknown
    const exec: Executor = {
      command: async () => 0,
      vault: async () => {},
      login: async () => {},
      smoke: async (t) => ((target = t), ['GET https://www.brightpath.example/api/health: the request was not signed by the host']),
    }
    expect(await deploy(['--env-file', envFile(SAMPLE), '--from', 'smoke'], exec, (l) => printed.push(l))).toBe(1)
    expect(target).toEqual({ siteUrl: SAMPLE.SITE_URL, supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co', serviceKey: SECRETS.SUPABASE_SERVICE_ROLE_KEY, dbUrl: SECRETS.SUPABASE_DB_URL })
    const text = printed.join('\n')
    expect(text).toContain('FAILED: GET https://www.brightpath.example/api/health: the request was not signed by the host')
    expect(text).toContain('Deploy stopped: step "smoke" failed (smoke test: 1 check failed)')
  })

  it('refuses an unknown --from step', async () => {
    const printed: string[] = []
    expect(await deploy(['--env-file', envFile(SAMPLE), '--from', 'nope'], recordingExecutor().exec, (l) => printed.push(l))).toBe(2)
    expect(printed.join('\n')).toContain('Steps: link, config, db, secrets, functions, vault, build, host-env, upload, smoke')
  })
})

describe('the Vault step', () => {
  it('creates the secrets, then updates them in place when run again', async () => {
    // a database of its own with the two vault functions Supabase provides, same signatures
    const admin = postgres(inject('dbUrl'), { max: 1, onnotice: () => {} })
    const name = `vault_${process.pid}_${Date.now()}`
    await admin.unsafe(`create database ${name}`)
    const url = inject('dbUrl').replace(/\/[^/]*$/, `/${name}`)
    const sql = postgres(url, { max: 1, onnotice: () => {} })
    try {
      await sql.unsafe(`
        create schema vault;
        create table vault.secrets (id uuid primary key default gen_random_uuid(), name text unique, secret text not null);
        create function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
          returns uuid language sql as $$ insert into vault.secrets (name, secret) values (new_name, new_secret) returning id $$;
        create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null,
          new_description text default null, new_key_id uuid default null)
          returns void language sql as $$ update vault.secrets set secret = coalesce(new_secret, secret) where id = secret_id $$;`)
      const secrets = (key: string) => [
        { name: 'notify_url', value: 'https://abcdefghijklmnopqrst.supabase.co/functions/v1/notify', secret: false },
        { name: 'notify_secret', value: key, secret: true },
      ]
      await upsertVaultSecrets(url, secrets('first-key'))
      const [first] = await sql`select id from vault.secrets where name = 'notify_secret'`
      await upsertVaultSecrets(url, secrets('rotated-key'))
      expect(await sql`select name, secret from vault.secrets order by name`).toEqual([
        { name: 'notify_secret', secret: 'rotated-key' },
        { name: 'notify_url', secret: 'https://abcdefghijklmnopqrst.supabase.co/functions/v1/notify' },
      ])
      expect((await sql`select id from vault.secrets where name = 'notify_secret'`)[0]!.id).toBe(first!.id)
    } finally {
      await sql.end()
      await admin.unsafe(`drop database ${name}`)
      await admin.end()
    }
  })
})
