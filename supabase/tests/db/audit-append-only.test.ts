// Issue 57 item 4 (migration 20261207100000): no role /api can use changes or removes an audit
// entry or turns retention on; retention keeps 365 days whoever asks; log_audit takes a fixed
// list of actions; the events that were missing are recorded; details hold ids, not names.
// Each case here fails on the migrations before 20261207100000.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actAsSuperuser, createEvent, createPeople, rolledBack, superuser, unique, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

/** The roles /api can act as: its own login role, the per-request roles, and the service role it inherits. */
const API_ROLES = ['api_runtime', 'service_role', 'anon', 'authenticated'] as const

async function anEntry(tx: Tx, ageDays = 0) {
  const [row] = await tx<{ id: string }[]>`insert into public.audit_log (action, record_type, record_id, occurred_at)
    values ('test.entry', 'test', ${unique()}, now() - make_interval(days => ${ageDays})) returning id::text`
  return row!.id
}

/** Acts as `role` the way /api does: its own role, or (from it) a per-request role with a super_admin's token. */
async function actAsApiRole(tx: Tx, role: (typeof API_ROLES)[number]) {
  const people = await createPeople(tx)
  await tx`select set_config('role', 'api_runtime', true)`
  if (role === 'anon' || role === 'authenticated') await actAs(tx, role === 'anon' ? 'anon' : 'super_admin', people)
  else await tx`select set_config('role', ${role}, true)`
}

async function entriesFor(tx: Tx, recordId: string) {
  await actAsSuperuser(tx)
  return tx<{ action: string; actorId: string | null; details: Record<string, unknown> }[]>`
    select action, actor_id::text as "actorId", details from public.audit_log where record_id = ${recordId} order by id`
}

describe('the runtime role', () => {
  it('is neither a superuser nor a member of the owner, and may become anon, authenticated and service_role', async () => {
    const [row] = await sql`
      select r.rolsuper as super, r.rolbypassrls as "bypassRls",
        pg_has_role('api_runtime', (select relowner from pg_class where oid = 'public.audit_log'::regclass), 'MEMBER') as "ownerMember",
        pg_has_role('api_runtime', 'anon', 'SET') and pg_has_role('api_runtime', 'authenticated', 'SET')
          and pg_has_role('api_runtime', 'service_role', 'SET') as "setsApiRoles"
      from pg_roles r where r.rolname = 'api_runtime'`
    expect(row).toEqual({ super: false, bypassRls: true, ownerMember: false, setsApiRoles: true })
  })

  it('cannot set the append-only trigger aside', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      await tx`select set_config('role', 'api_runtime', true)`
      await tx`alter table public.audit_log disable trigger audit_log_append_only`
    })
    expect(error?.code).toBe('42501')
  })
})

describe('no role /api can use changes or removes an entry', () => {
  const statements = (id: string) => [
    `update public.audit_log set action = 'x.y' where id = ${id}`,
    `delete from public.audit_log where id = ${id}`,
    'truncate public.audit_log',
  ]
  for (const role of API_ROLES) {
    it.each([0, 1, 2])(`${role}: statement %i is refused, retention switch on or not`, async (n) => {
      for (const switchOn of [false, true]) {
        const { error } = await rolledBack(sql, async (tx) => {
          const id = await anEntry(tx, 3000)
          await actAsApiRole(tx, role)
          if (switchOn) await tx`select set_config('app.audit_retention', 'on', true)`
          await tx.unsafe(statements(id)[n]!)
        })
        expect(error?.code, `${role} ${switchOn ? 'with' : 'without'} the switch`).toBe('42501')
      }
    })
  }

  it('the owner with the switch turned on cannot delete an entry younger than 365 days', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const id = await anEntry(tx, 364)
      await tx`select set_config('role', 'postgres', true), set_config('app.audit_retention', 'on', true)`
      await tx`delete from public.audit_log where id = ${id}`
    })
    expect(error?.message).toMatch(/append-only/)
  })

  it('run_audit_retention() refuses a retention under 365 days and keeps every younger entry', async () => {
    const { error: short } = await rolledBack(sql, async (tx) => {
      await tx`select set_config('role', 'api_runtime', true)`
      await tx`select private.run_audit_retention(1)`
    })
    expect(short?.code).toBe('22023')
    expect(short?.message).toMatch(/at least 365 days/)
    const { value, error } = await rolledBack(sql, async (tx) => {
      const old = await anEntry(tx, 366)
      const young = await anEntry(tx, 364)
      await tx`select set_config('role', 'api_runtime', true)`
      await tx`select private.run_audit_retention(365)`
      await actAsSuperuser(tx)
      return (await tx`select id::text from public.audit_log where id in (${old}, ${young})`).map((r) => r.id)
    })
    expect(error).toBeUndefined()
    expect(value).toHaveLength(1)
  })
})

describe('log_audit: a fixed list of actions, /api only', () => {
  it('refuses an action not on the list with a clear error', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      await tx`select set_config('role', 'api_runtime', true)`
      await tx`select public.log_audit('contact.deleted', 'contact_submission', 'x', '{}')`
    })
    expect(error?.code).toBe('22023')
    expect(error?.message).toMatch(/"contact\.deleted" is not an action/)
  })

  it('is not callable with a staff token (an admin cannot write an entry of their choosing)', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actAs(tx, 'super_admin', people)
      await tx`select public.log_audit('export.csv', 'contacts', null, '{}')`
    })
    expect(error?.code).toBe('42501')
  })

  it("records an applicant's e-mail as the caller", async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const record = unique()
      await tx`select set_config('role', 'api_runtime', true)`
      await actAs(tx, 'admin', people)
      await tx`select set_config('role', 'api_runtime', true)`
      await tx`select public.log_audit('application.emailed', 'application', ${record}, '{}')`
      return { people, rows: await entriesFor(tx, record) }
    })
    expect(error).toBeUndefined()
    expect(value!.rows).toEqual([{ action: 'application.emailed', actorId: value!.people.admin, details: {} }])
  })
})

describe('the events that were missing', () => {
  it('a password reset and a wrong two-step code, as the account', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await tx`select set_config('role', 'api_runtime', true)`
      await tx`select private.record_account_event('auth.password_reset', ${people.admin}, '192.0.2.8')`
      await tx`select private.record_account_event('auth.two_step_failed', ${people.admin}, '192.0.2.8')`
      const refused = await tx.savepoint((sp) => sp`select private.record_account_event('auth.sign_in', ${people.admin}, '')`)
        .then(() => null, (e: Error & { code?: string }) => e.code)
      return { people, refused, rows: await entriesFor(tx, people.admin) }
    })
    expect(error).toBeUndefined()
    expect(value!.refused).toBe('22023')
    expect(value!.rows.filter((r) => r.action.startsWith('auth.')).map((r) => [r.action, r.actorId])).toEqual([
      ['auth.password_reset', value!.people.admin], ['auth.two_step_failed', value!.people.admin],
    ])
  })

  it('a check-in, its undoing, a staff cancellation and an event cancellation (once, not per family)', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const event = await createEvent(tx)
      const regs: string[] = []
      for (let i = 0; i < 3; i += 1) {
        const [r] = await tx<{ id: string }[]>`insert into public.event_registrations (event_id, attendee_name, attendee_email)
          values (${event}, 'A family', ${`f-${unique()}@example.org`}) returning id::text`
        regs.push(r!.id)
      }
      await actAs(tx, 'admin', people)
      await tx`select public.set_registration_check_in(${regs[0]!}, true)`
      await tx`select public.set_registration_check_in(${regs[0]!}, false)`
      await tx`select public.staff_cancel_registration(${regs[1]!})`
      await tx`select public.staff_cancel_event(${event})`
      return { people, event, reg0: await entriesFor(tx, regs[0]!), reg1: await entriesFor(tx, regs[1]!),
        reg2: await entriesFor(tx, regs[2]!), ev: await entriesFor(tx, event) }
    })
    expect(error).toBeUndefined()
    const { people, event } = value!
    expect(value!.reg0).toEqual([
      { action: 'registration.checked_in', actorId: people.admin, details: { eventId: event } },
      { action: 'registration.check_in_undone', actorId: people.admin, details: { eventId: event } },
    ])
    expect(value!.reg1).toEqual([{ action: 'registration.cancelled', actorId: people.admin, details: { eventId: event } }])
    expect(value!.reg2).toEqual([])
    expect(value!.ev.filter((r) => r.action.startsWith('event.'))).toEqual([{ action: 'event.cancelled', actorId: people.admin, details: { registrations: 2 } }])
  })
})

describe('details hold ids, not names', () => {
  it('a deleted contact, a team member, a recipient and a CV link copy no name or e-mail', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const [c] = await tx<{ id: string }[]>`insert into public.contact_submissions (name, email, subject, message)
        values ('Ann Example', ${`ann-${unique()}@example.org`}, 'Hello', 'A message') returning id::text`
      const [app] = await tx<{ id: string }[]>`insert into public.applications (kind, name, email, phone, heard_about, availability, cv_path, cv_type)
        values ('general', 'Ann Example', ${`ann-${unique()}@example.org`}, '555-0100', 'A friend', 'Weekdays',
          ${`${randomUUID()}.pdf`}, 'application/pdf') returning id::text`
      await actAs(tx, 'super_admin', people)
      await tx`delete from public.contact_submissions where id = ${c!.id}`
      await tx`update public.admin_users set role = 'super_admin' where user_id = ${people.admin}`
      const [r] = await tx<{ id: string }[]>`insert into public.notification_recipients (name, email)
        values ('Ann Example', ${`desk-${unique()}@example.org`}) returning id::text`
      await tx`select * from public.application_cv(${app!.id}, 'link')`
      const ids = [c!.id, people.admin, r!.id, app!.id]
      await actAsSuperuser(tx)
      return tx<{ details: unknown }[]>`select details from public.audit_log where record_id = any(${ids}) order by id`
    })
    expect(error).toBeUndefined()
    expect(value!.length).toBeGreaterThanOrEqual(5)
    for (const { details } of value!) expect(JSON.stringify(details)).not.toMatch(/Ann Example|@example\.(org|test)/)
  })
})
