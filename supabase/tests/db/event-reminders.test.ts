// public.queue_event_reminders(hours): one reminder per confirmed registration, queued once, when
// its event is within `hours`; none for registrations made inside that window, cancelled ones,
// drafts, past events or events further away.
import { afterAll, describe, expect, it } from 'vitest'
import { createEvent, rolledBack, superuser, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

async function registration(tx: Tx, eventId: string, email: string, opts: { hoursAgo?: number; status?: string } = {}) {
  const [row] = await tx<{ id: string }[]>`insert into public.event_registrations (event_id, attendee_name, attendee_email, status, created_at)
    values (${eventId}, 'Reminder Family', ${email}, ${opts.status ?? 'confirmed'},
      now() - make_interval(hours => ${opts.hoursAgo ?? 240})) returning id`
  return row!.id
}

const remindersFor = (tx: Tx, ids: string[]) => tx<{ recipient: string }[]>`
  select recipient from public.email_outbox where kind = 'event_reminder' and payload->>'registrationId' in ${tx(ids)}
  order by recipient`

describe('queue_event_reminders', () => {
  it('queues one reminder per confirmed registration of an event within the window, and only once', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const soon = await createEvent(tx, { startsInHours: 30 })
      const later = await createEvent(tx, { startsInHours: 72 })
      const past = await createEvent(tx, { startsInHours: -2 })
      const draft = await createEvent(tx, { startsInHours: 30, published: false })
      const ids = [
        await registration(tx, soon, 'early-a@example.com'),
        await registration(tx, soon, 'early-b@example.com'),
        await registration(tx, soon, 'cancelled@example.com', { status: 'cancelled' }),
        // made 12 hours ago: the 48-hour window of an event 30 hours away opened 18 hours ago
        await registration(tx, soon, 'inside-window@example.com', { hoursAgo: 12 }),
        await registration(tx, later, 'later@example.com'),
        await registration(tx, past, 'past@example.com'),
        await registration(tx, draft, 'draft@example.com'),
      ]
      const [first] = await tx<{ n: number }[]>`select public.queue_event_reminders(48) as n`
      expect(first!.n).toBeGreaterThanOrEqual(2)
      expect(await remindersFor(tx, ids)).toEqual([{ recipient: 'early-a@example.com' }, { recipient: 'early-b@example.com' }])
      await tx`select public.queue_event_reminders(48)`
      expect(await remindersFor(tx, ids)).toHaveLength(2)
      // the event 72 hours away comes due once the window reaches it
      await tx`select public.queue_event_reminders(80)`
      expect(await remindersFor(tx, ids)).toEqual([
        { recipient: 'early-a@example.com' }, { recipient: 'early-b@example.com' }, { recipient: 'later@example.com' },
      ])
    })
    expect(error).toBeUndefined()
  })

  it('is for the drain only: the API roles cannot run it', async () => {
    const [row] = await sql`select has_function_privilege('anon', 'public.queue_event_reminders(int)', 'EXECUTE') as anon,
      has_function_privilege('authenticated', 'public.queue_event_reminders(int)', 'EXECUTE') as auth,
      has_function_privilege('service_role', 'public.queue_event_reminders(int)', 'EXECUTE') as service`
    expect(row).toEqual({ anon: false, auth: false, service: true })
  })
})
