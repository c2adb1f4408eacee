// Supabase mode of admin:create: the auth admin API (service role key) creates or updates
// the user; the admin_users row is written over the database URL.
import { GoTrueAdminApi } from '@supabase/auth-js'
import type postgres from 'postgres'
import { apiKeyHeaders } from '../../supabase/functions/_shared/auth/key-headers.ts'
import { parseAdminInput, type AdminInput, type AdminResult } from './local-admin.ts'

export async function ensureSupabaseAdmin(
  sql: postgres.Sql,
  opts: { url: string; serviceRoleKey: string },
  input: AdminInput,
): Promise<AdminResult> {
  const { email, password, role, username } = parseAdminInput(input)
  // auth-js directly: supabase-js's createClient also builds a Realtime client (needs WebSocket, absent in Node 20)
  const gotrue = new GoTrueAdminApi({
    url: `${opts.url.replace(/\/+$/, '')}/auth/v1`,
    headers: apiKeyHeaders(opts.serviceRoleKey),
  })
  const [existing] = await sql<{ id: string }[]>`select id from auth.users where lower(email) = lower(${email})`
  let userId: string
  if (existing) {
    const { error } = await gotrue.updateUserById(existing.id, { password, email_confirm: true })
    if (error) throw new Error(`Supabase Auth refused the update: ${error.message}`)
    userId = existing.id
  } else {
    const { data, error } = await gotrue.createUser({ email, password, email_confirm: true })
    if (error || !data.user) throw new Error(`Supabase Auth refused the new user: ${error?.message}`)
    userId = data.user.id
  }
  const name = username ?? email.split('@')[0]!
  const [admin] = await sql<{ username: string }[]>`
    insert into public.admin_users (user_id, username, role) values (${userId}, ${name}, ${role})
    on conflict (user_id) do update set role = excluded.role,
      username = case when ${username ?? null}::text is null then admin_users.username else excluded.username end
    returning username`
  return { userId, created: !existing, role, username: admin!.username }
}
