// The real executor of a deploy plan: child processes in the repository root, the Vault
// secrets upserted with vault.create_secret / vault.update_secret over the database URL, and
// the smoke test of the deployed site (smoke.ts).
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { root } from '../stack/functions.ts'
import type { EnvRecord } from './env.ts'
import { ENV_FILE } from './plan.ts'
import type { VaultSecret } from './step.ts'
import type { Executor } from './run.ts'
import { giveRoleLogin } from './runtime-role.ts'
import { smokeTest } from './smoke.ts'

export const processExecutor: Executor = {
  async command({ argv, env, envFile }) {
    const dir = envFile ? await mkdtemp(path.join(os.tmpdir(), 'deploy-')) : null
    try {
      const file = dir ? path.join(dir, 'functions.env') : ''
      if (envFile) await writeFile(file, envFileText(envFile), { mode: 0o600 })
      const args = argv.map((arg) => (arg === ENV_FILE ? file : arg))
      return await new Promise<number>((resolve) => {
        const child = spawn(args[0]!, args.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
        child.once('error', (error) => {
          console.error(`  could not start ${args[0]}: ${error.message}`)
          resolve(127)
        })
        child.once('close', (code) => resolve(code ?? 1))
      })
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true })
    }
  },
  vault: upsertVaultSecrets,
  login: giveRoleLogin,
  smoke: (target) => smokeTest(target),
}

/**
 * dotenv lines the supabase CLI reads back exactly: single quotes keep a value literal (no
 * escapes, no $VAR expansion); a value holding a single quote gets double quotes.
 */
export function envFileText(env: EnvRecord): string {
  return Object.entries(env).map(([name, value]) => {
    const quote = ["'", '"'].find((q) => !value.includes(q))
    if (!quote || /[\r\n]/.test(value)) throw new Error(`${name} holds both quote characters or a line break; the env file cannot carry it`)
    return `${name}=${quote}${value}${quote}\n`
  }).join('')
}

/** Creates each named secret, or updates it when one of that name exists: safe to repeat. */
export async function upsertVaultSecrets(dbUrl: string, secrets: VaultSecret[]): Promise<void> {
  const sql = postgres(dbUrl, { max: 1, ssl: 'prefer', onnotice: () => {}, connect_timeout: 30 })
  try {
    await sql.begin(async (tx) => {
      for (const { name, value } of secrets) {
        const [existing] = await tx<{ id: string }[]>`select id from vault.secrets where name = ${name}`
        if (existing) await tx`select vault.update_secret(${existing.id}::uuid, ${value})`
        else await tx`select vault.create_secret(${value}, ${name})`
      }
    })
  } finally {
    await sql.end()
  }
}
