// The shape of a deploy step (plan.ts builds the list; run.ts runs it): its commands, the Vault
// secrets and role login it sets first, the smoke check or the notes it ends with. A file of its
// own, so the steps made elsewhere (host-env.ts, notify-secret.ts) need not import the plan.
import type { EnvRecord } from './env.ts'
import type { RoleLogin } from './runtime-role.ts'
import type { SmokeTarget } from './smoke.ts'

export type Command = {
  argv: string[]
  env: EnvRecord
  /** the env names a printed command line shows (default: all of env) */
  shownEnv?: string[]
  envFile?: EnvRecord
}
export type VaultSecret = { name: string; value: string; secret: boolean }
export type Step = {
  name: string
  title: string
  commands: Command[]
  vault?: { dbUrl: string; secrets: VaultSecret[] }
  /** a role given LOGIN and a new password before the commands run (runtime-role.ts) */
  login?: RoleLogin
  /** the deployed site checked through its public URL (smoke.ts) */
  smoke?: SmokeTarget
  /** what the step leaves to the operator (the upload when no host is configured) */
  notes?: string[]
}
