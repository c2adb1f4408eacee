// npm run admin:create -- --email E --password P [--role super_admin] [--username U]
// The password follows the rule of every new password (contract/auth.ts createAdminSchema):
// at least 12 characters, at most 72 bytes, not a common one nor one made of the e-mail address;
// a refused one exits 1 with the reason, before anything is written.
// Local mode (default): auth.users + admin_users in the database `npm start` runs, found with
// the same defaults and .env (DB_PORT), or the one SUPABASE_DB_URL / DATABASE_URL names.
// AUTH_MODE=supabase: the auth admin API with SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY, and
// SUPABASE_DB_URL for the admin_users row.
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { adminDatabase, explainConnectError } from './admin/admin-database.ts'
import { ensureLocalAdmin, type AdminInput } from './admin/local-admin.ts'
import { ensureSupabaseAdmin } from './admin/supabase-admin.ts'
import { loadConfig } from './stack/config.ts'

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, username: { type: 'string' } },
  })
  const input = { email: values.email ?? '', password: values.password ?? '', role: values.role, username: values.username } as AdminInput
  const config = loadConfig() // reads .env into process.env, as npm start does
  const supabase = process.env.AUTH_MODE === 'supabase'
  const db = adminDatabase(process.env, config)
  const sql = postgres(db.url, { max: 1, connect_timeout: 10, onnotice: () => {} })
  try {
    const result = supabase
      ? await ensureSupabaseAdmin(sql, { url: required('SUPABASE_URL'), serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY') }, input)
      : await ensureLocalAdmin(sql, input)
    const where = db.localStack ? `the local stack's database (${db.shown})` : db.shown
    console.log(`${result.created ? 'Created' : 'Updated'} ${result.role} ${input.email} (username ${result.username}) in ${where}${supabase ? ' and Supabase Auth' : ''}.`)
    console.log(`Sign in at ${config.siteUrl}/admin/login`)
  } catch (error) {
    throw explainConnectError(error, db)
  } finally {
    await sql.end()
  }
}

function required(name: string): string {
  const v = process.env[name]
  if (!v) throw new Error(`AUTH_MODE=supabase needs ${name}`)
  return v
}

main().catch((err: Error) => {
  console.error(err.message)
  process.exit(1)
})
