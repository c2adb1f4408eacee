// One confirmed registration per (event, e-mail address), any case (issue 57 item 7): the form's
// function answers already_registered, a claimed waitlist offer does not add a second one, and the
// unique index refuses a second row whatever path writes it.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actAsSuperuser, createEvent, createPeople, rolledBack, superuser, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

type R = Record<string, unknown>
const one = async (rows: Promise<{ r: R }[]>) => (await rows)[0]!.r
const register = (tx: Tx, eventId: string, email: string, guests = 0) =>
  one(tx`select public.register_for_event(${eventId}, 'Pat Family', ${email}, null, ${guests}, null, null) as r`)
const confirmed = async (tx: Tx, eventId: string) =>
  (await tx<{ email: string }[]>`select attendee_email as email from public.event_registrations
    where event_id = ${eventId} and status = 'confirmed' order by created_at`).map((r) => r.email)

async function inTx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { value, error } = await rolledBack(sql, fn)
  if (error) throw error
  return value!
}

describe('one confirmed registration per event and address', () => {
  it('answers already_registered to the same address in another case, and takes it again once cancelled', async () => {
    await inTx(async (tx) => {
      const eventId = await createEvent(tx, { capacity: 20 })
      const other = await createEvent(tx, { capacity: 20 })
      await actAs(tx, 'anon', await createPeople(tx))
      const first = await register(tx, eventId, 'pat@example.com', 5)
      expect(first).toMatchObject({ result: 'registered', seatsLeft: 14 })
      expect(await register(tx, eventId, ' PAT@Example.COM ', 5)).toEqual({ result: 'already_registered' })
      // another event, or another address, is a registration of its own
      expect(await register(tx, other, 'pat@example.com')).toMatchObject({ result: 'registered' })
      expect(await register(tx, eventId, 'sam@example.com')).toMatchObject({ result: 'registered', seatsLeft: 13 })
      await actAsSuperuser(tx)
      expect(await confirmed(tx, eventId)).toEqual(['pat@example.com', 'sam@example.com'])
      await tx`select public.cancel_registration(${String(first.registrationId)})`
      await actAs(tx, 'anon', await createPeople(tx))
      expect(await register(tx, eventId, 'Pat@example.com')).toMatchObject({ result: 'registered' })
    })
  })

  it('refuses a second confirmed row for the address in the table itself (23505)', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const eventId = await createEvent(tx, { capacity: null })
      const insert = (email: string) => tx`insert into public.event_registrations (event_id, attendee_name, attendee_email)
        values (${eventId}, 'Pat Family', ${email})`
      await insert('pat@example.com')
      await tx`update public.event_registrations set status = 'cancelled' where event_id = ${eventId}`
      await insert('PAT@example.com') // a cancelled one does not count
      await insert('pat@EXAMPLE.com')
    })
    expect(error?.code).toBe('23505')
  })

  it('does not register a waitlist offer claimed by an address that registered meanwhile: the entry ends', async () => {
    await inTx(async (tx) => {
      const people = await createPeople(tx)
      const eventId = await createEvent(tx, { capacity: 1 })
      await actAs(tx, 'anon', people)
      const first = await register(tx, eventId, 'first@example.com')
      const waiting = await one(tx`select public.join_waitlist(${eventId}, 'Wait Family', 'wait@example.com', null, 0, null, null) as r`)
      expect(waiting).toMatchObject({ result: 'joined' })
      await actAsSuperuser(tx)
      await tx`select public.cancel_registration(${String(first.registrationId)})`
      // the same family got in another way (a registration written while its offer was out)
      await tx`insert into public.event_registrations (event_id, attendee_name, attendee_email)
        values (${eventId}, 'Wait Family', 'Wait@Example.com')`
      expect(await one(tx`select public.claim_waitlist_offer(${String(waiting.waitlistId)}) as r`)).toEqual({ result: 'already_registered' })
      const [entry] = await tx`select status, registration_id from public.event_waitlist where id = ${String(waiting.waitlistId)}`
      expect(entry).toEqual({ status: 'left', registration_id: null })
      expect(await confirmed(tx, eventId)).toEqual(['Wait@Example.com'])
    })
  })
})
