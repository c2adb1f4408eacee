// Runs (or, dry, prints) a deploy plan step by step through an injected executor. A failed
// step stops the run, names itself and prints the command that resumes from it.
import { SECRET_NAMES } from './env.ts'
import { ENV_FILE } from './plan.ts'
import type { Command, Step, VaultSecret } from './step.ts'
import type { RoleLogin } from './runtime-role.ts'
import type { SmokeTarget } from './smoke.ts'

export type Executor = {
  /** runs one command with its env added to the process's; resolves to the exit code */
  command: (command: Command) => Promise<number>
  vault: (dbUrl: string, secrets: VaultSecret[]) => Promise<void>
  /** gives a role LOGIN and a password (runtime-role.ts giveRoleLogin) */
  login: (login: RoleLogin) => Promise<void>
  /** checks the deployed site (smoke.ts); resolves to one line per failure */
  smoke: (target: SmokeTarget) => Promise<string[]>
}

export type RunOptions = {
  steps: Step[]
  exec: Executor
  print: (line: string) => void
  dryRun?: boolean
  from?: string
  /** the command line that reruns this deployment, without --from */
  rerun: string
}

const MASK = '****'
const show = (name: string, value: string) => `${name}=${SECRET_NAMES.has(name) || name === 'SUPABASE_DB_PASSWORD' ? MASK : value}`

export function describeCommand(command: Command): string[] {
  const argv = command.argv.map((arg) => (arg === ENV_FILE ? '<private temporary file>' : /[\s"'$<>]/.test(arg) ? JSON.stringify(arg) : arg))
  const env = Object.entries(command.env).filter(([name]) => command.shownEnv?.includes(name) ?? true)
  const lines = [`$ ${env.map(([n, v]) => show(n, v)).join(' ')}${env.length ? ' ' : ''}${argv.join(' ')}`]
  for (const [name, value] of Object.entries(command.envFile ?? {})) lines.push(`    ${show(name, value)}`)
  return lines
}

function describeStep(step: Step, index: number, total: number): string[] {
  const lines = [`[${index + 1}/${total}] ${step.name}: ${step.title}`]
  if (step.login) lines.push(`  role ${step.login.role}: LOGIN, password ${MASK} (over SUPABASE_DB_URL)`)
  for (const command of step.commands) lines.push(...describeCommand(command).map((l) => `  ${l}`))
  for (const secret of step.vault?.secrets ?? []) {
    lines.push(`  vault ${secret.name} = ${secret.secret ? MASK : secret.value}`)
  }
  for (const note of step.notes ?? []) lines.push(`  ${note}`)
  return lines
}

export async function runPlan({ steps, exec, print, dryRun = false, from, rerun }: RunOptions): Promise<number> {
  const start = from ? steps.findIndex((s) => s.name === from) : 0
  if (start < 0) {
    print(`--from ${from}: no such step. Steps: ${steps.map((s) => s.name).join(', ')}`)
    return 2
  }
  if (dryRun) {
    print(`Dry run: the deployment would run these steps in order${from ? `, from ${from}` : ''} (nothing is run; secrets shown as ${MASK}).`)
    print("The supabase commands also see .env.production's variables, for supabase/config.toml's env(...) references.")
    steps.slice(start).forEach((step, i) => describeStep(step, start + i, steps.length).forEach((l) => print(l)))
    return 0
  }
  for (let i = start; i < steps.length; i++) {
    const step = steps[i]!
    describeStep(step, i, steps.length).slice(0, 1).forEach((l) => print(`\n==> ${l}`))
    const failure = await runStep(step, exec, print)
    if (failure) {
      print(`\nDeploy stopped: step "${step.name}" failed (${failure}).`)
      print(`Fix the cause, then resume from this step with:\n  ${rerun} --from ${step.name}`)
      return 1
    }
  }
  print('\nDeploy finished.')
  return 0
}

async function runStep(step: Step, exec: Executor, print: (line: string) => void): Promise<string | null> {
  if (step.login) {
    print(`  role ${step.login.role}: LOGIN, a new password`)
    try {
      await exec.login(step.login)
    } catch (error) {
      return `role ${step.login.role}: ${(error as Error).message}`
    }
  }
  for (const command of step.commands) {
    describeCommand(command).forEach((l) => print(`  ${l}`))
    const code = await exec.command(command)
    if (code !== 0) return `${command.argv.slice(0, 4).join(' ')} exited with ${code}`
  }
  if (step.vault) {
    for (const secret of step.vault.secrets) print(`  vault ${secret.name}`)
    try {
      await exec.vault(step.vault.dbUrl, step.vault.secrets)
    } catch (error) {
      return `Vault: ${(error as Error).message}`
    }
  }
  if (step.smoke) {
    const failures = await exec.smoke(step.smoke)
    for (const failure of failures) print(`  FAILED: ${failure}`)
    if (failures.length) return `smoke test: ${failures.length} check${failures.length === 1 ? '' : 's'} failed`
    print('  the site answers through its public URL: /api/health 200, signed by the host, database up')
  }
  for (const note of step.notes ?? []) print(`  ${note}`)
  return null
}
