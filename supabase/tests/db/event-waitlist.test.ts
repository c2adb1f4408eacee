// The waitlist in the database: joining (anonymous), duplicates, offers when seats free up
// (cancellation, raised capacity, expiry, leaving), claiming, and the staff functions.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actAsSuperuser, createEvent, createPeople, rolledBack, superuser, type People, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

type R = Record<string, unknown>
const one = async (rows: Promise<{ r: R }[]>) => (await rows)[0]!.r

const register = (tx: Tx, eventId: string, email: string, guests = 0) =>
  one(tx`select public.register_for_event(${eventId}, 'Reg Family', ${email}, null, ${guests}, null, null) as r`)
const join = (tx: Tx, eventId: string, email: string, guests = 0) =>
  one(tx`select public.join_waitlist(${eventId}, 'Wait Family', ${email}, '555-0100', ${guests}, 'Near the door',
    'Wheelchair space') as r`)
const claim = (tx: Tx, waitlistId: unknown) => one(tx`select public.claim_waitlist_offer(${String(waitlistId)}) as r`)
const entry = async (tx: Tx, id: unknown) =>
  (await tx`select status, offer_expires_at > now() + interval '23 hours' as "fullDay", registration_id as "registrationId"
    from public.event_waitlist where id = ${String(id)}`)[0]!
const mails = (tx: Tx, kind: string, waitlistId: unknown) =>
  tx`select recipient from public.email_outbox where kind = ${kind} and payload->>'waitlistId' = ${String(waitlistId)}`
const seatsTaken = async (tx: Tx, eventId: string) =>
  (await tx<{ n: number }[]>`select public.event_seats_taken(${eventId}) as n`)[0]!.n

/** A full event (capacity seats, taken by one registration) and an anonymous caller. */
async function fullEvent(tx: Tx, capacity = 2, opts: Parameters<typeof createEvent>[1] = {}) {
  const people = await createPeople(tx)
  const eventId = await createEvent(tx, { capacity, ...opts })
  await actAs(tx, 'anon', people)
  const reg = await register(tx, eventId, 'first@example.com', capacity - 1)
  expect(reg.result).toBe('registered')
  return { eventId, people, registrationId: String(reg.registrationId) }
}

async function inTx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { value, error } = await rolledBack(sql, fn)
  if (error) throw error
  return value!
}

describe('join_waitlist', () => {
  it('lets an anonymous family join a full event, answers its position and queues a mail', async () => {
    await inTx(async (tx) => {
      const { eventId } = await fullEvent(tx)
      const a = await join(tx, eventId, 'a@example.com', 1)
      const b = await join(tx, eventId, 'b@example.com')
      expect(a).toMatchObject({ result: 'joined', position: 1 })
      expect(b).toMatchObject({ result: 'joined', position: 2 })
      await actAsSuperuser(tx)
      expect(await mails(tx, 'waitlist_joined', a.waitlistId)).toEqual([{ recipient: 'a@example.com' }])
      const [row] = await tx`select attendee_phone, number_of_guests, special_requests, accommodations, status
        from public.event_waitlist where id = ${String(a.waitlistId)}`
      expect(row).toEqual({ attendee_phone: '555-0100', number_of_guests: 1, special_requests: 'Near the door',
        accommodations: 'Wheelchair space', status: 'waiting' })
    })
  })

  it('keeps one live entry per e-mail (any case) and refuses families already registered', async () => {
    await inTx(async (tx) => {
      const { eventId } = await fullEvent(tx)
      await join(tx, eventId, 'other@example.com')
      expect(await join(tx, eventId, 'dup@example.com')).toMatchObject({ result: 'joined', position: 2 })
      expect(await join(tx, eventId, 'DUP@example.com')).toEqual({ result: 'duplicate', position: 2 })
      expect(await join(tx, eventId, 'First@example.com')).toEqual({ result: 'already_registered' })
    })
  })

  it('refuses while the party fits in the free seats, when closed, past, unknown or invalid', async () => {
    await inTx(async (tx) => {
      const people = await createPeople(tx)
      const open = await createEvent(tx, { capacity: 4 })
      const unlimited = await createEvent(tx, { capacity: null })
      const closed = await createEvent(tx, { capacity: 1, deadlineInHours: -1 })
      const past = await createEvent(tx, { capacity: 1, startsInHours: -2 })
      const draft = await createEvent(tx, { capacity: 1, published: false })
      await actAs(tx, 'anon', people)
      await register(tx, open, 'x@example.com', 1)
      expect(await join(tx, open, 'a@example.com', 1)).toEqual({ result: 'has_seats', seatsLeft: 2 })
      expect(await join(tx, open, 'a@example.com', 2)).toMatchObject({ result: 'joined', position: 1 })
      expect(await join(tx, unlimited, 'a@example.com')).toEqual({ result: 'has_seats', seatsLeft: null })
      expect(await join(tx, closed, 'a@example.com')).toEqual({ result: 'closed' })
      expect(await join(tx, past, 'a@example.com')).toEqual({ result: 'closed' })
      expect(await join(tx, draft, 'a@example.com')).toEqual({ result: 'not_found' })
      expect(await one(tx`select public.join_waitlist(${open}, 'A', 'a@example.com', null, 0, null, null) as r`))
        .toMatchObject({ result: 'invalid', field: 'attendeeName' })
      expect(await one(tx`select public.join_waitlist(${open}, 'Al', 'a@example.com', null, 6, null, null) as r`))
        .toMatchObject({ result: 'invalid', field: 'numberOfGuests', message: 'Maximum 5 guests allowed' })
    })
  })
})

describe('offers and claims', () => {
  it('offers freed seats to the first family whose party fits, holds them, and lets it claim', async () => {
    await inTx(async (tx) => {
      const { eventId, registrationId } = await fullEvent(tx, 3) // 3 seats, all taken
      const big = await join(tx, eventId, 'big@example.com', 3) // 4 seats: never fits
      const small = await join(tx, eventId, 'small@example.com', 1)
      const later = await join(tx, eventId, 'later@example.com', 0)
      await actAsSuperuser(tx)
      await tx`select public.cancel_registration(${registrationId})`
      expect(await entry(tx, big.waitlistId)).toMatchObject({ status: 'waiting' })
      expect(await entry(tx, small.waitlistId)).toMatchObject({ status: 'offered', fullDay: true })
      expect(await entry(tx, later.waitlistId)).toMatchObject({ status: 'offered' })
      expect(await mails(tx, 'waitlist_offer', small.waitlistId)).toEqual([{ recipient: 'small@example.com' }])
      // held: nobody else can take them
      expect(await seatsTaken(tx, eventId)).toBe(3)
      await actAs(tx, 'anon', await createPeople(tx))
      expect(await register(tx, eventId, 'walk-in@example.com')).toEqual({ result: 'full', seatsLeft: 0 })

      await actAsSuperuser(tx)
      const claimed = await claim(tx, small.waitlistId)
      expect(claimed).toMatchObject({ result: 'claimed' })
      expect(await claim(tx, small.waitlistId)).toEqual({ result: 'already_claimed', registrationId: claimed.registrationId })
      const [reg] = await tx`select attendee_email, number_of_guests, accommodations, special_requests, status
        from public.event_registrations where id = ${String(claimed.registrationId)}`
      expect(reg).toEqual({ attendee_email: 'small@example.com', number_of_guests: 1, accommodations: 'Wheelchair space',
        special_requests: 'Near the door', status: 'confirmed' })
      const [confirmation] = await tx`select kind from public.email_outbox where payload->>'registrationId' = ${String(claimed.registrationId)}`
      expect(confirmation).toEqual({ kind: 'registration_confirmation' })
      expect(await entry(tx, small.waitlistId)).toMatchObject({ status: 'claimed', registrationId: claimed.registrationId })
      expect(await seatsTaken(tx, eventId)).toBe(3)
    })
  })

  it('answers not_offered, gone and not_found without registering anyone', async () => {
    await inTx(async (tx) => {
      const { eventId } = await fullEvent(tx)
      const waiting = await join(tx, eventId, 'w@example.com')
      const leaving = await join(tx, eventId, 'l@example.com')
      await actAsSuperuser(tx)
      expect(await claim(tx, waiting.waitlistId)).toEqual({ result: 'not_offered' })
      expect(await one(tx`select public.leave_waitlist(${String(leaving.waitlistId)}) as r`)).toEqual({ result: 'left', eventId })
      expect(await one(tx`select public.leave_waitlist(${String(leaving.waitlistId)}) as r`)).toEqual({ result: 'already_left' })
      expect(await claim(tx, leaving.waitlistId)).toEqual({ result: 'gone' })
      expect(await claim(tx, '00000000-0000-4000-8000-000000000000')).toEqual({ result: 'not_found' })
      const [count] = await tx`select count(*)::int as n from public.event_registrations where event_id = ${eventId}`
      expect(count).toEqual({ n: 1 })
    })
  })

  it('passes an expired offer to the next family (the sweep), and the expired link no longer claims', async () => {
    await inTx(async (tx) => {
      const { eventId, registrationId } = await fullEvent(tx, 1)
      const first = await join(tx, eventId, 'first-wait@example.com')
      const second = await join(tx, eventId, 'second-wait@example.com')
      await actAsSuperuser(tx)
      await tx`select public.cancel_registration(${registrationId})`
      expect(await entry(tx, first.waitlistId)).toMatchObject({ status: 'offered' })
      expect(await entry(tx, second.waitlistId)).toMatchObject({ status: 'waiting' })
      // 24 hours later
      await tx`update public.event_waitlist set offered_at = offered_at - interval '25 hours',
        offer_expires_at = now() - interval '1 hour' where id = ${String(first.waitlistId)}`
      expect(await seatsTaken(tx, eventId)).toBe(0)
      const [swept] = await tx`select public.process_waitlist() as n`
      expect(swept!.n).toBeGreaterThanOrEqual(1)
      expect(await entry(tx, first.waitlistId)).toMatchObject({ status: 'expired' })
      expect(await entry(tx, second.waitlistId)).toMatchObject({ status: 'offered' })
      expect(await claim(tx, first.waitlistId)).toEqual({ result: 'expired' })
      expect(await claim(tx, second.waitlistId)).toMatchObject({ result: 'claimed' })
    })
  })

  it('an expired link claimed before the sweep ran expires it and offers the next family', async () => {
    await inTx(async (tx) => {
      const { eventId, registrationId } = await fullEvent(tx, 1)
      const first = await join(tx, eventId, 'first-wait@example.com')
      const second = await join(tx, eventId, 'second-wait@example.com')
      await actAsSuperuser(tx)
      await tx`select public.cancel_registration(${registrationId})`
      await tx`update public.event_waitlist set offer_expires_at = now() - interval '1 second' where id = ${String(first.waitlistId)}`
      expect(await claim(tx, first.waitlistId)).toEqual({ result: 'expired' })
      expect(await entry(tx, second.waitlistId)).toMatchObject({ status: 'offered' })
    })
  })

  it('a family that leaves while offered passes its seats on', async () => {
    await inTx(async (tx) => {
      const { eventId, registrationId } = await fullEvent(tx, 1)
      const first = await join(tx, eventId, 'first-wait@example.com')
      const second = await join(tx, eventId, 'second-wait@example.com')
      await actAsSuperuser(tx)
      await tx`select public.cancel_registration(${registrationId})`
      await tx`select public.leave_waitlist(${String(first.waitlistId)})`
      expect(await entry(tx, first.waitlistId)).toMatchObject({ status: 'left' })
      expect(await entry(tx, second.waitlistId)).toMatchObject({ status: 'offered' })
    })
  })

  it('offers seats when staff raise the capacity', async () => {
    await inTx(async (tx) => {
      const { eventId, people } = await fullEvent(tx, 2)
      const a = await join(tx, eventId, 'a-wait@example.com', 1)
      const b = await join(tx, eventId, 'b-wait@example.com', 1)
      await actAs(tx, 'admin', people)
      await tx`update public.events set max_capacity = 4 where id = ${eventId}`
      await actAsSuperuser(tx)
      expect(await entry(tx, a.waitlistId)).toMatchObject({ status: 'offered' })
      expect(await entry(tx, b.waitlistId)).toMatchObject({ status: 'waiting' })
    })
  })
})

describe('staff functions', () => {
  async function asRole(tx: Tx, role: 'anon' | 'user' | 'admin', people: People, q: () => Promise<R>) {
    await actAs(tx, role, people)
    return q()
  }

  it('checks a family in and out, and refuses callers who are not admins', async () => {
    await inTx(async (tx) => {
      const { registrationId, people } = await fullEvent(tx)
      const checkIn = (on: boolean) => one(tx`select public.set_registration_check_in(${registrationId}, ${on}) as r`)
      const first = await asRole(tx, 'admin', people, () => checkIn(true))
      expect(first).toMatchObject({ result: 'ok' })
      expect(first.checkedInAt).not.toBeNull()
      expect(await checkIn(true)).toEqual(first) // the first arrival time stays
      expect(await checkIn(false)).toEqual({ result: 'ok', checkedInAt: null })
      expect(await one(tx`select public.set_registration_check_in('00000000-0000-4000-8000-000000000000', true) as r`))
        .toEqual({ result: 'not_found' })
    })
    for (const role of ['anon', 'user'] as const) {
      const { error } = await rolledBack(sql, async (tx) => {
        const { registrationId, people } = await fullEvent(tx)
        return asRole(tx, role, people, () => one(tx`select public.set_registration_check_in(${registrationId}, true) as r`))
      })
      expect(error?.code, role).toBe('42501')
    }
  })

  it('cancels a registration for staff (offering the seats to the waitlist); not for others', async () => {
    await inTx(async (tx) => {
      const { eventId, registrationId, people } = await fullEvent(tx)
      const waiting = await join(tx, eventId, 'w@example.com')
      const r = await asRole(tx, 'admin', people, () => one(tx`select public.staff_cancel_registration(${registrationId}) as r`))
      expect(r).toEqual({ result: 'cancelled', eventId })
      await actAsSuperuser(tx)
      expect(await entry(tx, waiting.waitlistId)).toMatchObject({ status: 'offered' })
      // a cancelled family cannot be checked in
      await actAs(tx, 'admin', people)
      expect(await one(tx`select public.set_registration_check_in(${registrationId}, true) as r`)).toEqual({ result: 'cancelled' })
    })
    const { error } = await rolledBack(sql, async (tx) => {
      const { registrationId, people } = await fullEvent(tx)
      return asRole(tx, 'user', people, () => one(tx`select public.staff_cancel_registration(${registrationId}) as r`))
    })
    expect(error?.code).toBe('42501')
  })

  it('offers seats to a chosen family only when its party fits, and removes families', async () => {
    await inTx(async (tx) => {
      const { eventId, registrationId, people } = await fullEvent(tx, 2)
      const a = await join(tx, eventId, 'a@example.com', 1)
      const b = await join(tx, eventId, 'b@example.com', 0)
      await actAs(tx, 'admin', people)
      const offer = (id: unknown) => one(tx`select public.staff_offer_waitlist(${String(id)}) as r`)
      expect(await offer(b.waitlistId)).toEqual({ result: 'full', seatsLeft: 0 })
      // the cancellation frees 2 seats: a (2 seats) is first in line and takes both; b waits
      await tx`select public.staff_cancel_registration(${registrationId})`
      await actAsSuperuser(tx)
      expect(await entry(tx, a.waitlistId)).toMatchObject({ status: 'offered' })
      await actAs(tx, 'admin', people)
      expect(await one(tx`select public.staff_remove_waitlist(${String(a.waitlistId)}) as r`)).toEqual({ result: 'removed', eventId })
      await actAsSuperuser(tx)
      expect(await entry(tx, b.waitlistId)).toMatchObject({ status: 'offered' })
      await actAs(tx, 'admin', people)
      expect(await offer(b.waitlistId)).toEqual({ result: 'not_waiting', status: 'offered' })
    })
  })
})
