import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { login, PASSWORD, signedIn, type Session } from './cms-session.ts'

let sql: Sql
let superAdmin: Session
let admin: Session
const newEmail = () => `team-${randomUUID().slice(0, 8)}@example.test`

beforeAll(async () => {
  sql = superuser()
  superAdmin = await signedIn(sql, 'super_admin')
  admin = await signedIn(sql, 'admin')
})
afterAll(() => sql.end())

describe('team (super_admin only)', () => {
  it('lists the team for a super_admin and refuses a plain admin', async () => {
    const list = await superAdmin.call('GET', '/admin/team')
    expect(list.status).toBe(200)
    expect(list.body).toEqual(expect.arrayContaining([
      expect.objectContaining({ userId: admin.userId, email: admin.email, role: 'admin' }),
    ]))
    const denied = await admin.call('GET', '/admin/team')
    expect(denied.status).toBe(403)
    expect(denied.body.error).toBe('Super admin privileges required.')
  })

  it('adds an admin who can then sign in, and refuses a taken e-mail', async () => {
    const email = newEmail()
    const added = await superAdmin.call('POST', '/admin/team', { email, password: 'a-long-password', role: 'admin' })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ email, role: 'admin' })
    const call = await login(email, 'a-long-password')
    expect((await call('GET', '/user')).body).toMatchObject({ email, role: 'admin' })
    const again = await superAdmin.call('POST', '/admin/team', { email, password: 'another-password' })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('An account with that email already exists.')
  })

  it('validates the new admin with SPEC words and never lets a plain admin add one', async () => {
    const short = await superAdmin.call('POST', '/admin/team', { email: 'nope', password: 'short' })
    expect(short.status).toBe(400)
    expect(short.body.fieldErrors).toMatchObject({
      email: ['Please enter a valid email address'], password: ['Password must be at least 12 characters'],
    })
    const email = newEmail()
    const denied = await admin.call('POST', '/admin/team', { email, password: PASSWORD, role: 'super_admin' })
    expect(denied.status).toBe(403)
    const [row] = await sql`select 1 from auth.users where email = ${email}`
    expect(row).toBeUndefined()
  })

  it('changes a role and removes an admin (who can no longer use the admin API)', async () => {
    const other = await signedIn(sql, 'admin')
    const promoted = await superAdmin.call('PATCH', `/admin/team/${other.userId}`, { role: 'super_admin' })
    expect(promoted.body).toMatchObject({ userId: other.userId, role: 'super_admin' })
    expect((await admin.call('PATCH', `/admin/team/${other.userId}`, { role: 'admin' })).status).toBe(403)
    const removed = await superAdmin.call('DELETE', `/admin/team/${other.userId}`)
    expect(removed.status).toBe(200)
    expect((await other.call('GET', '/admin/blog')).status).toBeGreaterThanOrEqual(401)
    expect((await superAdmin.call('DELETE', `/admin/team/${randomUUID()}`)).status).toBe(404)
  })

  it('refuses removing yourself; the database refuses to lose the last super_admin with the sentence the API answers', async () => {
    expect((await superAdmin.call('DELETE', `/admin/team/${superAdmin.userId}`)).body.error).toBe('You cannot remove your own account.')
    // The trigger itself is covered by supabase/tests/db (admin-users, last-super-admin-race). Here: its
    // refusal reaches the user as a 409 with its sentence. Other test files create super_admins
    // concurrently, so the refusal is provoked inside one rolled-back transaction of the same route's SQL.
    const error = await sql
      .begin(async (tx) => {
        await tx`update public.admin_users set role = 'admin' where role = 'super_admin'`
      })
      .catch((e: Error & { code?: string }) => e)
    expect(error).toMatchObject({ code: 'P0001', message: 'The last super admin cannot be removed or demoted.' })
  })
})
