// The logins the local stack gives after the migrations (issue 57 item 4), which a migration
// must not (no secret in a migration):
//   - api_runtime, the role the api and notify functions connect as (API_DB_URL; migration
//     20261207100000 creates it NOLOGIN). `postgres` gives it, as `npm run deploy` does on hosted
//     (scripts/deploy/runtime-role.ts), so the local stack proves postgres may.
//   - supabase_auth_admin, GoTrue's role, which the local auth adapter (GoTrue's stand-in)
//     connects as (AUTH_DB_URL). The platform gives it on hosted; here the superuser does.
// Both get the cluster's password (DB_PASSWORD), so the functions' URLs are the database URL
// with another user (functionEnv in scripts/stack/config.ts).
import postgres from 'postgres'
import { RUNTIME_ROLE } from '../../supabase/functions/_shared/config.ts'
import { DB_USER, roleUrl } from './embedded.ts'

const AUTH_ROLE = 'supabase_auth_admin'

/** The functions' URL (API_DB_URL) on the database of `url`, once giveLocalLogins ran. */
export const runtimeDbUrl = (url: string) => roleUrl(url, RUNTIME_ROLE)
/** The GoTrue stand-in's URL (AUTH_DB_URL) on the database of `url`. */
export const authDbUrl = (url: string) => roleUrl(url, AUTH_ROLE)

const withPassword = (role: string, password: string) =>
  `alter role ${role} login password '${password.replaceAll("'", "''")}'`

/** `url` is the cluster's superuser's. */
export async function giveLocalLogins(url: string): Promise<void> {
  const password = decodeURIComponent(new URL(url).password)
  const owner = postgres(roleUrl(url, DB_USER), { max: 1, onnotice: () => {} })
  const superuser = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await owner.unsafe(withPassword(RUNTIME_ROLE, password))
    await superuser.unsafe(withPassword(AUTH_ROLE, password))
  } finally {
    await owner.end({ timeout: 5 })
    await superuser.end({ timeout: 5 })
  }
}
