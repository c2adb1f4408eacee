// public.register_for_event(): business outcomes as results (never errors), the window
// rules of SPEC §4, seat counting with guests, and the confirmation mail in the outbox.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createEvent, createPeople, rolledBack, superuser, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

type Attendee = { name?: string; email?: string; phone?: string | null; guests?: number | null }

async function register(tx: Tx, eventId: string, a: Attendee = {}) {
  const [row] = await tx`select public.register_for_event(${eventId}, ${a.name ?? 'Pat Visitor'},
    ${a.email ?? 'pat@example.com'}, ${a.phone ?? null}, ${a.guests === undefined ? 0 : a.guests}, null, null) as r`
  return row!.r as Record<string, unknown>
}

/** Builds the event as the superuser, then registers as an anonymous visitor. */
async function anonRegisters(event: Parameters<typeof createEvent>[1], attendee?: Attendee) {
  const { value, error } = await rolledBack(sql, async (tx) => {
    const id = await createEvent(tx, event)
    await actAs(tx, 'anon', await createPeople(tx))
    return register(tx, id, attendee)
  })
  if (error) throw error
  return value!
}

describe('register_for_event', () => {
  it('registers an anonymous visitor, counts guests, and queues the confirmation mail', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const id = await createEvent(tx, { capacity: 10 })
      await actAs(tx, 'anon', await createPeople(tx))
      const result = await register(tx, id, { guests: 2, email: 'family@example.com' })
      await tx`reset role`
      const [reg] = await tx`select event_id, number_of_guests, status from public.event_registrations where id = ${result.registrationId as string}`
      const mail = await tx`select kind, recipient, payload from public.email_outbox where payload->>'registrationId' = ${result.registrationId as string}`
      return { id, result, reg, mail }
    })
    expect(error).toBeUndefined()
    expect(value!.result).toMatchObject({ result: 'registered', seatsLeft: 7 })
    expect(value!.reg).toEqual({ event_id: value!.id, number_of_guests: 2, status: 'confirmed' })
    expect(value!.mail).toEqual([
      { kind: 'registration_confirmation', recipient: 'family@example.com', payload: { registrationId: value!.result.registrationId } },
    ])
  })

  it('reports seatsLeft as null when the event has no capacity', async () => {
    expect(await anonRegisters({ capacity: null })).toMatchObject({ result: 'registered', seatsLeft: null })
  })

  it('refuses a missing or unpublished event as not found', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      await actAs(tx, 'anon', await createPeople(tx))
      return register(tx, randomUUID())
    })
    expect(value).toEqual({ result: 'not_found' })
    expect(await anonRegisters({ published: false })).toEqual({ result: 'not_found' })
  })

  it('refuses a past event, and an upcoming one after its registration deadline, as closed', async () => {
    expect(await anonRegisters({ startsInHours: -2 })).toEqual({ result: 'closed' })
    expect(await anonRegisters({ startsInHours: 48, deadlineInHours: -1 })).toEqual({ result: 'closed' })
    expect(await anonRegisters({ startsInHours: 48, deadlineInHours: 24 })).toMatchObject({ result: 'registered' })
  })

  it('refuses a party larger than the seats left, saying how many are left', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const id = await createEvent(tx, { capacity: 5 })
      await actAs(tx, 'anon', await createPeople(tx))
      const first = await register(tx, id, { guests: 2, email: 'first@example.com' })
      const tooMany = await register(tx, id, { guests: 2, email: 'too-many@example.com' })
      const fits = await register(tx, id, { guests: 1, email: 'fits@example.com' })
      const none = await register(tx, id, { guests: 0, email: 'none@example.com' })
      return { first, tooMany, fits, none }
    })
    expect(value).toMatchObject({
      first: { result: 'registered', seatsLeft: 2 },
      tooMany: { result: 'full', seatsLeft: 2 },
      fits: { result: 'registered', seatsLeft: 0 },
      none: { result: 'full', seatsLeft: 0 },
    })
  })

  it.each([
    [{ name: 'A' }, 'attendeeName', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(201) }, 'attendeeName', 'Name must be at most 200 characters'],
    [{ email: 'not-an-email' }, 'attendeeEmail', 'Please enter a valid email address'],
    [{ phone: '1'.repeat(41) }, 'attendeePhone', 'Phone number must be at most 40 characters'],
    [{ guests: -1 }, 'numberOfGuests', 'Number of guests cannot be negative'],
    [{ guests: 6 }, 'numberOfGuests', 'Maximum 5 guests allowed'],
    [{ guests: null }, 'numberOfGuests', 'Number of guests cannot be negative'],
  ])('answers invalid input %j with the field and a message', async (attendee, field, message) => {
    expect(await anonRegisters({ capacity: 10 }, attendee)).toEqual({ result: 'invalid', field, message })
  })

  it('cannot be bypassed: visitors have no direct insert on registrations', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const id = await createEvent(tx)
      await actAs(tx, 'anon', await createPeople(tx))
      await tx`insert into public.event_registrations (event_id, attendee_name, attendee_email) values (${id}, 'Pat', 'p@example.com')`
    })
    expect(error?.code).toBe('42501')
  })
})

describe('event_seats_taken', () => {
  it('counts confirmed attendees and guests, for anyone, on published events only', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const open = await createEvent(tx, { capacity: 20 })
      const hidden = await createEvent(tx, { capacity: 20, published: false })
      await tx`insert into public.event_registrations (event_id, attendee_name, attendee_email, number_of_guests, status)
        values (${open}, 'A B', 'a@example.com', 3, 'confirmed'), (${open}, 'C D', 'c@example.com', 5, 'cancelled'),
               (${hidden}, 'E F', 'e@example.com', 1, 'confirmed')`
      await actAs(tx, 'anon', people)
      const [anon] = await tx`select public.event_seats_taken(${open}) as open, public.event_seats_taken(${hidden}) as hidden`
      await tx`reset role`
      await actAs(tx, 'admin', people)
      const [admin] = await tx`select public.event_seats_taken(${hidden}) as hidden`
      return { anon, admin }
    })
    expect(value).toEqual({ anon: { open: 4, hidden: 0 }, admin: { hidden: 2 } })
  })
})
