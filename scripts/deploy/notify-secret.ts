// The secret the mail schedule's pg_cron job proves itself with to `notify`
// (supabase/functions/_shared/mail/notify-caller.ts; migration 20261126100000_notify_secret.sql):
// a new random value at each run of this step, set first in the functions' secrets
// (NOTIFY_SECRET), then in Vault (notify_secret, beside notify_url), so both always come from one
// run. A drain the job starts between the two answers 401 and the next minute's run sends the mail.
import { randomBytes } from 'node:crypto'
import type { EnvRecord } from './env.ts'
import type { Command, Step } from './step.ts'

export const randomNotifySecret = () => randomBytes(36).toString('base64url')

/** `setSecrets`: the command that sets a private env file as the functions' secrets. */
export function vaultStep(env: EnvRecord, setSecrets: (variables: EnvRecord) => Command, secret = randomNotifySecret()): Step {
  return {
    name: 'vault',
    title: "give notify and its pg_cron job a new shared secret: NOTIFY_SECRET in the functions' secrets, notify_secret and notify_url in Vault (over SUPABASE_DB_URL)",
    commands: [setSecrets({ NOTIFY_SECRET: secret })],
    vault: {
      dbUrl: env.SUPABASE_DB_URL!,
      secrets: [
        { name: 'notify_url', value: `https://${env.SUPABASE_PROJECT_REF}.supabase.co/functions/v1/notify`, secret: false },
        { name: 'notify_secret', value: secret, secret: true },
      ],
    },
  }
}
