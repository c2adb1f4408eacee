// api_runtime's login on hosted (issue 57 item 4): the URL the functions get, and the password
// given as a SCRAM verifier that PostgreSQL accepts, over a connection as postgres (not a
// superuser, as on hosted) to a role postgres created, as the migration creates api_runtime.
import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { roleUrl } from '../db/embedded.ts'
import { giveRoleLogin, runtimeUrl } from './runtime-role.ts'

const admin = postgres(inject('dbUrl'), { max: 1, onnotice: () => {} })
const asPostgres = postgres(roleUrl(inject('dbUrl'), 'postgres'), { max: 1, onnotice: () => {} })
const role = `deploy_login_${process.pid}`
afterAll(async () => {
  await asPostgres.unsafe(`drop role if exists ${role}`)
  await Promise.all([admin.end(), asPostgres.end()])
})

describe('runtimeUrl', () => {
  it("is the transaction pooler's with the user api_runtime.<ref> for a pooler string, the same host as api_runtime otherwise", () => {
    expect(runtimeUrl('postgresql://postgres.abcdefghijklmnopqrst:old-pw@aws-0-us-east-1.pooler.supabase.com:5432/postgres', 'n3w_pw-x'))
      .toBe('postgresql://api_runtime.abcdefghijklmnopqrst:n3w_pw-x@aws-0-us-east-1.pooler.supabase.com:6543/postgres')
    expect(runtimeUrl('postgres://postgres:old-pw@db.abcdefghijklmnopqrst.supabase.co:5432/postgres?sslmode=require', 'n3w'))
      .toBe('postgres://api_runtime:n3w@db.abcdefghijklmnopqrst.supabase.co:5432/postgres?sslmode=require')
  })
})

describe('giveRoleLogin', () => {
  it('lets the role log in with the password, stores only its verifier, and a second run replaces it', async () => {
    await asPostgres.unsafe(`create role ${role} nologin`)
    const login = async (password: string) => {
      const sql = postgres(roleUrl(inject('dbUrl'), role).replace(/:[^:@/]*@/, `:${password}@`), { max: 1, connect_timeout: 5 })
      try {
        return (await sql<{ me: string }[]>`select current_user as me`)[0]!.me
      } finally {
        await sql.end()
      }
    }
    await giveRoleLogin({ dbUrl: roleUrl(inject('dbUrl'), 'postgres'), role, password: 'first-password-0123456789' })
    expect(await login('first-password-0123456789')).toBe(role)
    const [stored] = await admin<{ password: string }[]>`select rolpassword as password from pg_authid where rolname = ${role}`
    expect(stored!.password).toMatch(/^SCRAM-SHA-256\$4096:/)
    expect(stored!.password).not.toContain('first-password')
    await giveRoleLogin({ dbUrl: roleUrl(inject('dbUrl'), 'postgres'), role, password: 'second-password-0123456789' })
    expect(await login('second-password-0123456789')).toBe(role)
    await expect(login('first-password-0123456789')).rejects.toThrow(/password authentication failed/)
  })
})
