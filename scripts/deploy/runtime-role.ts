// The functions' own database login on hosted Supabase (issue 57 item 4): api_runtime, which a
// migration creates NOLOGIN (no secret in a migration), gets a new random password and LOGIN at
// each run of the `secrets` step, over SUPABASE_DB_URL as `postgres` (on hosted, postgres has
// CREATEROLE and BYPASSRLS, and created the role: github:supabase/postgres,
// migrations/db/migrations/10000000000000_demote-postgres.sql), and API_DB_URL, the URL the api
// and notify functions connect with, goes into their secrets in the same step.
//
// - The password reaches the server only as a SCRAM-SHA-256 verifier (RFC 7677; PostgreSQL's
//   own format, src/common/scram-common.c), so no statement log holds it.
// - API_DB_URL is the project's pooler (Supavisor) in transaction mode, port 6543, which suits
//   short-lived edge functions (db/pool.ts never prepares statements for it), with the user
//   `api_runtime.<project ref>` as Supavisor names a tenant's role; a direct connection's URL
//   keeps its host and port with the user `api_runtime`.
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { RUNTIME_ROLE } from '../../supabase/functions/_shared/config.ts'

export type RoleLogin = { dbUrl: string; role: string; password: string }

const POOLER_HOST = /\.pooler\.supabase\.com$/i
const TRANSACTION_POOLER_PORT = '6543'
const SCRAM_ITERATIONS = 4096

export const randomRolePassword = () => randomBytes(32).toString('base64url')

/** The functions' URL on the database `deployUrl` reaches (the deployer's session pooler string). */
export function runtimeUrl(deployUrl: string, password: string): string {
  const url = new URL(deployUrl)
  const [, ref] = decodeURIComponent(url.username).split('.')
  url.username = ref ? `${RUNTIME_ROLE}.${ref}` : RUNTIME_ROLE
  url.password = encodeURIComponent(password)
  if (POOLER_HOST.test(url.hostname)) url.port = TRANSACTION_POOLER_PORT
  return url.toString()
}

/** The secrets step's login for api_runtime, and the variable the functions get from it. */
export function runtimeLogin(deployUrl: string, password = randomRolePassword()): { login: RoleLogin; variables: { API_DB_URL: string } } {
  return { login: { dbUrl: deployUrl, role: RUNTIME_ROLE, password }, variables: { API_DB_URL: runtimeUrl(deployUrl, password) } }
}

/**
 * PostgreSQL's stored form of a SCRAM-SHA-256 password: SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>.
 * For the ASCII passwords made here (SASLprep leaves them as they are).
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = SCRAM_ITERATIONS): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256')
  const hmac = (text: string) => createHmac('sha256', salted).update(text).digest()
  const storedKey = createHash('sha256').update(hmac('Client Key')).digest()
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${hmac('Server Key').toString('base64')}`
}

/** Gives the role LOGIN and the password (as its verifier) over the deployer's connection. */
export async function giveRoleLogin({ dbUrl, role, password }: RoleLogin): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(role)) throw new Error(`not a role name: ${role}`)
  const sql = postgres(dbUrl, { max: 1, ssl: 'prefer', onnotice: () => {}, connect_timeout: 30 })
  try {
    // a verifier holds only base64 and `$:`: nothing to escape in the literal
    await sql.unsafe(`alter role ${role} with login password '${scramVerifier(password)}'`)
  } finally {
    await sql.end()
  }
}
