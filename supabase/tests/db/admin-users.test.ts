// Team rules the admin area relies on: the last super_admin can never be removed or
// demoted, not even by a super_admin's own SQL; a demotion is fine while another remains.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actWithAal, createUser, rolledBack, superuser, type People, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const LAST = 'The last super admin cannot be removed or demoted.'

/** Removes every existing admin inside the rolled-back case so the test owns the team. */
async function emptyTeam(tx: Tx) {
  await tx`alter table public.admin_users disable trigger admin_users_keep_last_super_admin`
  await tx`delete from public.admin_users`
  await tx`alter table public.admin_users enable trigger admin_users_keep_last_super_admin`
}

async function asSuper(tx: Tx, id: string) {
  await actAs(tx, 'super_admin', { user: id, admin: id, super_admin: id } satisfies People)
}

describe('the last super_admin', () => {
  it('cannot be demoted or deleted by a super_admin through the API roles', async () => {
    for (const statement of ['demote', 'delete'] as const) {
      const { error } = await rolledBack(sql, async (tx) => {
        await emptyTeam(tx)
        const only = await createUser(tx, 'super_admin')
        await asSuper(tx, only)
        if (statement === 'demote') await tx`update public.admin_users set role = 'admin' where user_id = ${only}`
        else await tx`delete from public.admin_users where user_id = ${only}`
      })
      expect(error?.message, statement).toBe(LAST)
    }
  })

  it('cannot be removed by direct SQL, by deleting its auth user, or in a multi-row delete', async () => {
    const statements = [
      (tx: Tx, id: string) => tx`update public.admin_users set role = 'admin' where user_id = ${id}`,
      (tx: Tx, id: string) => tx`delete from auth.users where id = ${id}`,
      (tx: Tx) => tx`delete from public.admin_users where role = 'super_admin'`,
    ]
    for (const run of statements) {
      const { error } = await rolledBack(sql, async (tx) => {
        await emptyTeam(tx)
        const first = await createUser(tx, 'super_admin')
        if (run === statements[2]) await createUser(tx, 'super_admin')
        await run(tx, first)
      })
      expect(error?.message).toBe(LAST)
    }
  })

  it('allows demoting or deleting a super_admin while another remains', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await emptyTeam(tx)
      const a = await createUser(tx, 'super_admin')
      const b = await createUser(tx, 'super_admin')
      const c = await createUser(tx, 'super_admin')
      await asSuper(tx, a)
      await tx`update public.admin_users set role = 'admin' where user_id = ${b}`
      await tx`delete from public.admin_users where user_id = ${c}`
      return tx`select role from public.admin_users order by role`
    })
    expect(error).toBeUndefined()
    expect(value!.map((r) => r.role)).toEqual(['admin', 'super_admin'])
  })

  it('does not let an admin promote itself', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const admin = await createUser(tx, 'admin')
      await actAs(tx, 'admin', { user: admin, admin, super_admin: admin })
      const updated = await tx`update public.admin_users set role = 'super_admin' where user_id = ${admin}`
      const [own] = await tx`select role from public.admin_users where user_id = ${admin}`
      return { count: updated.count, own }
    })
    expect(value).toEqual({ count: 0, own: { role: 'admin' } })
  })
})

describe('role helpers', () => {
  it('is_admin() and is_super_admin() follow admin_users at once', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const id = await createUser(tx)
      const read = async () => {
        await actWithAal(tx, id, 'aal2') // a token with its second step done: only admin_users decides
        const [row] = await tx`select (select private.is_admin()) as admin, (select private.is_super_admin()) as super`
        await tx`reset role`
        return row
      }
      const before = await read()
      await tx`insert into public.admin_users (user_id, username) values (${id}, 'promoted')`
      const asAdmin = await read()
      await tx`update public.admin_users set role = 'super_admin' where user_id = ${id}`
      return { before, asAdmin, asSuper: await read() }
    })
    expect(value).toEqual({
      before: { admin: false, super: false },
      asAdmin: { admin: true, super: false },
      asSuper: { admin: true, super: true },
    })
  })
})
