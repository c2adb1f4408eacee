// npm run admin:create -- --email E --password P [--role super_admin] [--username U]
// Local mode (default): auth.users + admin_users over SUPABASE_DB_URL (or DATABASE_URL).
// AUTH_MODE=supabase: the auth admin API with SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY.
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { ensureLocalAdmin, type AdminInput } from './admin/local-admin.ts'
import { ensureSupabaseAdmin } from './admin/supabase-admin.ts'

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, username: { type: 'string' } },
  })
  const input = { email: values.email ?? '', password: values.password ?? '', role: values.role, username: values.username } as AdminInput
  const dbUrl = process.env.SUPABASE_DB_URL ?? process.env.DATABASE_URL
  if (!dbUrl) throw new Error('Set SUPABASE_DB_URL (or DATABASE_URL) to the database URL; `npm start` prints it.')
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} })
  try {
    const result =
      process.env.AUTH_MODE === 'supabase'
        ? await ensureSupabaseAdmin(sql, { url: required('SUPABASE_URL'), serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY') }, input)
        : await ensureLocalAdmin(sql, input)
    console.log(`${result.created ? 'Created' : 'Updated'} ${result.role} ${input.email} (username ${result.username})`)
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
