// Creates or updates an admin account in the local auth schema (auth.users + admin_users),
// the way Supabase Auth stores users: bcrypt via pgcrypto and empty-string token columns.
import type postgres from 'postgres'
import { hashPassword, insertLocalAuthUser } from '../../supabase/functions/_shared/auth/accounts.ts'
import { createAdminSchema, type CreateAdmin } from '../../supabase/functions/_shared/contract/auth.ts'

export type AdminInput = { email: string; password: string; role?: 'admin' | 'super_admin'; username?: string }
export type AdminResult = { userId: string; created: boolean; role: CreateAdmin['role']; username: string }

/** Throws an Error whose message lists SPEC §5's words when the input is invalid. */
export function parseAdminInput(input: AdminInput): CreateAdmin {
  const parsed = createAdminSchema.safeParse(input)
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'))
  return parsed.data
}

export async function ensureLocalAdmin(sql: postgres.Sql, input: AdminInput): Promise<AdminResult> {
  const { email, password, role, username } = parseAdminInput(input)
  const name = username ?? email.split('@')[0]!
  const result = await sql.begin(async (tx) => {
    const [existing] = await tx<{ id: string }[]>`select id from auth.users where lower(email) = lower(${email}) and is_sso_user = false`
    let userId: string
    if (existing) {
      userId = existing.id
      await tx`update auth.users set encrypted_password = extensions.crypt(${password}, extensions.gen_salt('bf')),
        email_confirmed_at = coalesce(email_confirmed_at, now()), banned_until = null, deleted_at = null, updated_at = now()
        where id = ${userId}`
    } else {
      userId = (await insertLocalAuthUser(tx, email, await hashPassword(tx, password)))!
    }
    const [admin] = await tx<{ username: string }[]>`
      insert into public.admin_users (user_id, username, role) values (${userId}, ${name}, ${role})
      on conflict (user_id) do update set role = excluded.role,
        username = case when ${username ?? null}::text is null then admin_users.username else excluded.username end
      returning username`
    return { userId, created: !existing, role, username: admin!.username }
  })
  return result as AdminResult
}
