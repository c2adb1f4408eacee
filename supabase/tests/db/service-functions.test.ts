// Functions for the privileged connection: cancel_registration (after the API has checked
// the signed link) and the fixed-window rate limiter.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createEvent, createPeople, rolledBack, superuser, unique, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

async function asServiceRole(tx: Tx) {
  await tx`select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`
}

describe('cancel_registration', () => {
  it('cancels once, frees the seats, and reports the event', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const eventId = await createEvent(tx, { capacity: 4 })
      const [reg] = await tx`select public.register_for_event(${eventId}, 'Pat Visitor', 'pat@example.com', null, 3, null, null) as r`
      const id = (reg!.r as { registrationId: string }).registrationId
      await asServiceRole(tx)
      const [first] = await tx`select public.cancel_registration(${id}) as r`
      const [again] = await tx`select public.cancel_registration(${id}) as r`
      const [missing] = await tx`select public.cancel_registration(${randomUUID()}) as r`
      const [row] = await tx`select status, cancelled_at is not null as stamped, public.event_seats_taken(event_id) as taken
        from public.event_registrations where id = ${id}`
      return { eventId, first: first!.r, again: again!.r, missing: missing!.r, row }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({
      eventId: value!.eventId,
      first: { result: 'cancelled', eventId: value!.eventId },
      again: { result: 'already_cancelled', eventId: value!.eventId },
      missing: { result: 'not_found' },
      row: { status: 'cancelled', stamped: true, taken: 0 },
    })
  })

  it.each(['anon', 'user', 'admin'] as const)('cannot be called by %s', async (role) => {
    const { error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actAs(tx, role, people)
      await tx`select public.cancel_registration(${randomUUID()})`
    })
    expect(error?.code).toBe('42501')
  })
})

describe('private.hit_rate_limit', () => {
  it('allows max_hits per window per key, then refuses', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const key = `ip-${unique()}`
      await asServiceRole(tx)
      const answers: boolean[] = []
      for (let i = 0; i < 4; i++) {
        const [row] = await tx`select private.hit_rate_limit('contact', ${key}, 3, 3600) as ok`
        answers.push(row!.ok)
      }
      const [other] = await tx`select private.hit_rate_limit('contact', ${`${key}-other`}, 3, 3600) as ok`
      const [hits] = await tx`select hits from private.rate_limits where key = ${key}`
      return { answers, other: other!.ok, hits: hits!.hits }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({ answers: [true, true, true, false], other: true, hits: 4 })
  })

  it('is not callable by the API roles', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      await actAs(tx, 'anon', await createPeople(tx))
      await tx`select private.hit_rate_limit('contact', 'x', 3, 60)`
    })
    expect(error?.code).toBe('42501')
  })
})
