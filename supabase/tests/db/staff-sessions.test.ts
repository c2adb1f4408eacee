// Staff sessions (migration 20261127130200): each admin lists and ends their own sessions
// (auth.sessions rows), a super_admin ends all of a staff member's, and a team change ends them.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { actAsSuperuser, createPeople, rolledBack, superuser, type People, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

async function session(tx: Tx, userId: string, userAgent = 'Mozilla/5.0 Firefox/130.0') {
  const id = randomUUID()
  await tx`insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
    values (${id}, ${userId}, now(), now(), 'aal1', ${userAgent}, '203.0.113.4')`
  return id
}

/** Acts as `role` signed in on session `sessionId`. */
async function actOn(tx: Tx, people: People, role: 'user' | 'admin' | 'super_admin', sessionId: string) {
  const claims = { sub: people[role], role: 'authenticated', email: `${role}@example.test`, session_id: sessionId, aal: role === 'user' ? 'aal1' : 'aal2' }
  await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
}

async function liveSessions(tx: Tx, userId: string) {
  await actAsSuperuser(tx)
  return (await tx<{ id: string }[]>`select id::text from auth.sessions where user_id = ${userId} order by id`).map((r) => r.id)
}

describe('staff sessions', () => {
  it('lists the caller\'s own sessions with browser, address and which one is this', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const here = await session(tx, people.admin)
      const other = await session(tx, people.admin, 'Mozilla/5.0 Chrome/128.0')
      await session(tx, people.super_admin)
      await actOn(tx, people, 'admin', here)
      const rows = await tx`select id::text, user_agent as "userAgent", ip, current from public.my_sessions() order by current desc`
      return { here, other, rows }
    })
    expect(error).toBeUndefined()
    expect(value!.rows).toEqual([
      { id: value!.here, userAgent: 'Mozilla/5.0 Firefox/130.0', ip: '203.0.113.4', current: true },
      { id: value!.other, userAgent: 'Mozilla/5.0 Chrome/128.0', ip: '203.0.113.4', current: false },
    ])
  })

  it('lists no session past its limits (idle 30 minutes, 12 hours old), and a sign-in deletes them (migration 20261206110000)', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const here = await session(tx, people.admin)
      const idle = await session(tx, people.admin)
      const old = await session(tx, people.admin)
      await tx`update auth.sessions set created_at = now() - interval '40 minutes' where id = ${idle}`
      await tx`update auth.sessions set created_at = now() - interval '13 hours' where id = ${old}`
      await tx`insert into private.session_activity (session_id, last_seen_at) values (${old}, now())`
      await actOn(tx, people, 'admin', here)
      const listed = (await tx<{ id: string }[]>`select id::text from public.my_sessions()`).map((r) => r.id)
      await actAsSuperuser(tx)
      const fresh = await session(tx, people.admin)
      await tx`select private.record_sign_in('admin@example.test', true, ${people.admin}::uuid, ${fresh}::uuid, '198.51.100.7', 'Mozilla/5.0 Firefox/130.0')`
      const [label] = await tx`select user_agent, host(ip) as ip from private.session_activity where session_id = ${fresh}`
      return { here, fresh, listed, label, left: await liveSessions(tx, people.admin) }
    })
    expect(error).toBeUndefined()
    expect(value!.listed).toEqual([value!.here])
    expect(value!.left).toEqual([value!.here, value!.fresh].sort())
    expect(value!.label).toEqual({ user_agent: 'Mozilla/5.0 Firefox/130.0', ip: '198.51.100.7' })
  })

  it('ends one of the caller\'s sessions, never someone else\'s, and records it', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const here = await session(tx, people.admin)
      const other = await session(tx, people.admin)
      const theirs = await session(tx, people.super_admin)
      await actOn(tx, people, 'admin', here)
      const [mine] = await tx`select public.end_my_session(${other}) as ended`
      const [notMine] = await tx`select public.end_my_session(${theirs}) as ended`
      const left = await liveSessions(tx, people.admin)
      const [audit] = await tx`select action from public.audit_log where record_id = ${other}`
      return { ended: [mine!.ended, notMine!.ended], left, here, theirsLeft: await liveSessions(tx, people.super_admin), theirs, audit }
    })
    expect(error).toBeUndefined()
    expect(value!.ended).toEqual([true, false])
    expect(value!.left).toEqual([value!.here])
    expect(value!.theirsLeft).toEqual([value!.theirs])
    expect(value!.audit).toEqual({ action: 'session.ended' })
  })

  it('ends all the caller\'s other sessions and keeps this one', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const here = await session(tx, people.admin)
      await session(tx, people.admin)
      await session(tx, people.admin)
      await actOn(tx, people, 'admin', here)
      const [r] = await tx`select public.end_my_other_sessions() as n`
      return { n: r!.n, left: await liveSessions(tx, people.admin), here }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({ n: 2, left: [value!.here], here: value!.here })
  })

  it('lets a super_admin end every session of a staff member; an admin cannot', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const mine = await session(tx, people.super_admin)
      await session(tx, people.admin)
      await session(tx, people.admin)
      await actOn(tx, people, 'super_admin', mine)
      const [r] = await tx`select public.end_staff_sessions(${people.admin}) as n`
      const [notStaff] = await tx`select public.end_staff_sessions(${people.user}) as n`
      return { n: r!.n, notStaff: notStaff!.n, left: await liveSessions(tx, people.admin) }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({ n: 2, notStaff: null, left: [] })

    const { error: refused } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actOn(tx, people, 'admin', await session(tx, people.admin))
      await tx`select public.end_staff_sessions(${people.super_admin})`
    })
    expect(refused?.code).toBe('42501')
  })

  it('refuses a signed-in non-admin', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actOn(tx, people, 'user', await session(tx, people.user))
      await tx`select * from public.my_sessions()`
    })
    expect(error?.code).toBe('42501')
  })

  it('ends the sessions of a member removed from the team or given another role', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const other = (await createPeople(tx)).admin
      await session(tx, people.admin)
      await session(tx, other)
      await actOn(tx, people, 'super_admin', await session(tx, people.super_admin))
      await tx`update public.admin_users set role = 'super_admin' where user_id = ${people.admin}`
      await tx`delete from public.admin_users where user_id = ${other}`
      return [(await liveSessions(tx, people.admin)).length, (await liveSessions(tx, other)).length]
    })
    expect(error).toBeUndefined()
    expect(value).toEqual([0, 0])
  })
})
