// The scheduler's heartbeat (migration 20261205100000): notify writes it through
// private.record_heartbeat (service_role only); anyone reads its ages through
// public.scheduler_heartbeat(), as /api/health does; the table itself is nobody's but the owner's
// and service_role's. Each case runs in a rolled-back transaction.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createPeople, rolledBack, superuser } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

describe('the scheduler heartbeat', () => {
  it('records a drain and a retention run at the database\'s time, which the reader reports with their ages', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await tx`update private.scheduler_heartbeat set drain_at = now() - interval '5 minutes', retention_at = now() - interval '1 hour'`
      const [aged] = await tx`select round(drain_age_seconds) as drain, round(retention_age_seconds) as retention from public.scheduler_heartbeat()`
      await tx`set local role service_role`
      await tx`select private.record_heartbeat('drain')`
      const [drained] = await tx`select drain_at = now() as drain, retention_at = now() as retention from private.scheduler_heartbeat`
      await tx`select private.record_heartbeat('retention')`
      const [both] = await tx`select drain_age_seconds as drain, retention_age_seconds as retention from public.scheduler_heartbeat()`
      return { aged, drained, both }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({ aged: { drain: 300, retention: 3600 }, drained: { drain: true, retention: false }, both: { drain: 0, retention: 0 } })
  })

  it('refuses an unknown kind with what it takes', async () => {
    const { error } = await rolledBack(sql, (tx) => tx`select private.record_heartbeat('sweep')`)
    expect(error).toMatchObject({ code: '22023', message: "record_heartbeat: unknown kind 'sweep' (drain or retention)" })
  })

  it('lets visitors and staff read the ages, but not write them or read the table', async () => {
    for (const role of ['anon', 'user', 'admin'] as const) {
      const read = await rolledBack(sql, async (tx) => {
        await actAs(tx, role, await createPeople(tx))
        return tx`select count(*)::int as n from public.scheduler_heartbeat()`
      })
      expect(read.value, role).toEqual([{ n: 1 }])
      for (const statement of ["select private.record_heartbeat('drain')", 'select * from private.scheduler_heartbeat', 'update private.scheduler_heartbeat set drain_at = now()']) {
        const { error } = await rolledBack(sql, async (tx) => {
          await actAs(tx, role, await createPeople(tx))
          await tx.unsafe(statement)
        })
        expect(error?.code, `${role}: ${statement}`).toBe('42501')
      }
    }
  })
})
