// Two super_admins demote each other at the same moment, in a database of their own: the
// trigger's lock lets the first through and refuses the second, so one always remains.
import postgres from 'postgres'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrate } from '../../../scripts/db/migrate.ts'
import { scratchDatabase } from './helpers.ts'

let db: Awaited<ReturnType<typeof scratchDatabase>>
beforeAll(async () => {
  db = await scratchDatabase()
  await migrate(db.url, { seed: 'never' })
})
afterAll(() => db?.drop())

it('keeps one super_admin when two demote each other concurrently', async () => {
  const ids = ['aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000002']
  for (const [i, id] of ids.entries()) {
    await db.sql`insert into auth.users (id, aud, role, email) values (${id}, 'authenticated', 'authenticated', ${`s${i}@example.test`})`
    await db.sql`insert into public.admin_users (user_id, username, role) values (${id}, ${`s${i}`}, 'super_admin')`
  }
  const [a, b] = [postgres(db.url, { max: 1 }), postgres(db.url, { max: 1 })]
  try {
    let releaseFirst!: () => void
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve))
    let firstDemoted!: () => void
    const demoted = new Promise<void>((resolve) => (firstDemoted = resolve))
    const first = a.begin(async (tx) => {
      await tx`update public.admin_users set role = 'admin' where user_id = ${ids[0]!}`
      firstDemoted()
      await firstHolds // keep the transaction (and its lock) open while the second one starts
    })
    await demoted
    const second = b.begin((tx) => tx`update public.admin_users set role = 'admin' where user_id = ${ids[1]!}`)
    const secondOutcome = second.then(() => 'demoted', (e: Error) => e.message)
    await new Promise((resolve) => setTimeout(resolve, 200))
    releaseFirst()
    await first
    expect(await secondOutcome).toBe('The last super admin cannot be removed or demoted.')
    const roles = await db.sql`select role from public.admin_users order by role`
    expect(roles.map((r) => r.role)).toEqual(['admin', 'super_admin'])
  } finally {
    await Promise.all([a.end(), b.end()])
  }
})
