// The audit trail (migration 20261127130100): written by the database's own triggers with the
// caller and the request's address, append-only for everyone (a super_admin included), trimmed
// only by private.run_audit_retention() (its floor and /api's role: audit-append-only.test.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actAsSuperuser, createPeople, rolledBack, superuser, unique, type People, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

/** Acts as `role` from `address`, as /api does (db/with-caller.ts). */
async function actFrom(tx: Tx, people: People, role: 'admin' | 'super_admin', address: string) {
  await actAs(tx, role, people)
  await tx`select set_config('app.client_address', ${address}, true)`
}

async function entries(tx: Tx, recordId: string) {
  await actAsSuperuser(tx)
  return tx`select actor_id::text as "actorId", actor_email as "actorEmail", action, record_type as "recordType",
      record_id as "recordId", client_address as "clientAddress", details
    from public.audit_log where record_id = ${recordId} order by id`
}

async function contact(tx: Tx) {
  const [row] = await tx<{ id: string }[]>`insert into public.contact_submissions (name, email, subject, message)
    values ('Ann', ${`ann-${unique()}@example.org`}, 'Hello', 'A message') returning id::text`
  return row!.id
}

async function anEntry(tx: Tx, ageDays = 0) {
  const [row] = await tx<{ id: string }[]>`insert into public.audit_log (action, record_type, record_id, occurred_at)
    values ('test.entry', 'test', ${unique()}, now() - make_interval(days => ${ageDays})) returning id::text`
  return row!.id
}

describe('audit trail: what the triggers record', () => {
  it('records a contact status change with the actor and the address', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const id = await contact(tx)
      await actFrom(tx, people, 'admin', '203.0.113.7')
      await tx`update public.contact_submissions set status = 'read' where id = ${id}`
      await tx`update public.contact_submissions set status = 'read' where id = ${id}`
      return { people, rows: await entries(tx, id) }
    })
    expect(error).toBeUndefined()
    expect(value!.rows).toEqual([{
      actorId: value!.people.admin, actorEmail: 'admin@example.test', action: 'contact.status_changed',
      recordType: 'contact_submission', recordId: expect.any(String), clientAddress: '203.0.113.7',
      details: { from: 'unread', to: 'read' },
    }])
  })

  it('records a deletion', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const id = await contact(tx)
      await actFrom(tx, people, 'super_admin', '198.51.100.2')
      await tx`delete from public.contact_submissions where id = ${id}`
      return entries(tx, id)
    })
    expect(error).toBeUndefined()
    expect(value).toEqual([expect.objectContaining({ action: 'contact.deleted', actorEmail: 'super_admin@example.test', clientAddress: '198.51.100.2' })])
  })

  it('records team changes: added, role changed, removed', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actFrom(tx, people, 'super_admin', '192.0.2.1')
      await tx`update public.admin_users set role = 'super_admin' where user_id = ${people.admin}`
      await tx`delete from public.admin_users where user_id = ${people.admin}`
      return entries(tx, people.admin)
    })
    expect(error).toBeUndefined()
    expect(value!.map((e) => [e.action, e.details])).toEqual([
      ['team.added', { role: 'admin' }],
      ['team.role_changed', { from: 'admin', to: 'super_admin' }],
      ['team.removed', { role: 'super_admin' }],
    ])
  })

  it('records publishing and deleting content, and settings changes', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actFrom(tx, people, 'admin', '192.0.2.9')
      const [post] = await tx<{ id: string }[]>`insert into public.blog_posts (slug, title, content)
        values (${`p-${unique()}`}, 'A post', 'Text.') returning id::text`
      await tx`update public.blog_posts set published = true where id = ${post!.id}`
      await tx`update public.blog_posts set published = false where id = ${post!.id}`
      await tx`delete from public.blog_posts where id = ${post!.id}`
      await tx`update public.site_settings set body = body`
      const posts = await entries(tx, post!.id)
      const settings = await tx`select action from public.audit_log where record_type = 'site_settings'`
      return { posts: posts.map((e) => e.action), settings: settings.map((e) => e.action) }
    })
    expect(error).toBeUndefined()
    expect(value!.posts).toEqual(['content.published', 'content.unpublished', 'content.deleted'])
    expect(value!.settings).toEqual(['settings.changed'])
  })
})

describe('audit trail: donations and recipients', () => {
  it('records a receipt resent, year-end statements sent and a recipient change', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const [gift] = await tx<{ id: string }[]>`insert into public.donations (amount_cents, donor_email, status, created_at)
        values (2500, ${`donor-${unique()}@example.org`}, 'succeeded', make_timestamptz(2019, 6, 1, 12, 0, 0, 'America/New_York')) returning id::text`
      await actFrom(tx, people, 'super_admin', '192.0.2.44')
      await tx`select public.resend_donation_receipt(${gift!.id})`
      const [sent] = await tx<{ n: number }[]>`select public.send_year_end_statements(2019) as n`
      await tx`insert into public.notification_recipients (name, email) values ('Desk', ${`desk-${unique()}@example.org`})`
      await actAsSuperuser(tx)
      const rows = await tx`select action, record_id as "recordId", details, client_address as "clientAddress" from public.audit_log
        where action in ('donation.receipt_resent', 'donation.year_end_sent', 'settings.recipient_added')
          and actor_id = ${people.super_admin} order by id`
      return { rows, gift: gift!.id, sent: sent!.n }
    })
    expect(error).toBeUndefined()
    expect(value!.rows).toEqual([
      expect.objectContaining({ action: 'donation.receipt_resent', recordId: value!.gift, clientAddress: '192.0.2.44' }),
      expect.objectContaining({ action: 'donation.year_end_sent', recordId: '2019', details: { year: 2019, statements: value!.sent } }),
      expect.objectContaining({ action: 'settings.recipient_added' }),
    ])
  })
})

describe('audit trail: append-only', () => {
  it.each(['update public.audit_log set action = \'x.y\'', 'delete from public.audit_log'])(
    'a super_admin cannot %s (no grant)', async (statement) => {
      const { error } = await rolledBack(sql, async (tx) => {
        const people = await createPeople(tx)
        await anEntry(tx)
        await actAs(tx, 'super_admin', people)
        await tx.unsafe(statement)
      })
      expect(error?.code).toBe('42501')
    })

  it.each(['update public.audit_log set action = \'x.y\'', 'delete from public.audit_log', 'truncate public.audit_log'])(
    'the owner cannot %s either (the trigger refuses)', async (statement) => {
      const { error } = await rolledBack(sql, async (tx) => {
        await anEntry(tx)
        await tx.unsafe(statement)
      })
      expect(error?.code).toBe('42501')
      expect(error?.message).toMatch(/append-only/)
    })

  it('a super_admin reads it, an admin sees nothing, nobody writes it directly', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const id = await anEntry(tx)
      await actAs(tx, 'super_admin', people)
      const seen = await tx`select 1 from public.audit_log where id = ${id}`
      await actAs(tx, 'admin', people)
      const hidden = await tx`select 1 from public.audit_log where id = ${id}`
      return [seen.length, hidden.length]
    })
    expect(error).toBeUndefined()
    expect(value).toEqual([1, 0])
    const { error: insert } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actAs(tx, 'super_admin', people)
      await tx`insert into public.audit_log (action) values ('x.y')`
    })
    expect(insert?.code).toBe('42501')
  })

  it('log_audit records, from /api\'s own role, as the request\'s caller; a staff token cannot call it', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const record = unique()
      await actFrom(tx, people, 'admin', '192.0.2.5')
      await tx`select set_config('role', 'api_runtime', true)`
      await tx`select public.log_audit('export.csv', 'contacts', ${record}, '{"rows": 3}')`
      return { people, rows: await entries(tx, record) }
    })
    expect(error).toBeUndefined()
    expect(value!.rows).toEqual([expect.objectContaining({
      actorId: value!.people.admin, action: 'export.csv', recordType: 'contacts', clientAddress: '192.0.2.5', details: { rows: 3 },
    })])
    for (const role of ['admin', 'user'] as const) {
      const { error: refused } = await rolledBack(sql, async (tx) => {
        const people = await createPeople(tx)
        await actAs(tx, role, people)
        await tx`select public.log_audit('export.csv', 'x', 'y', '{}')`
      })
      expect(refused?.code).toBe('42501')
    }
  })
})

describe('audit trail retention', () => {
  it('removes entries older than the retention only', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const old = await anEntry(tx, 401)
      const recent = await anEntry(tx, 399)
      const [ran] = await tx<{ n: number }[]>`select private.run_audit_retention(400) as n`
      const left = await tx`select id::text from public.audit_log where id in (${old}, ${recent})`
      // the retention's permission ends with its call
      const { error: after } = await tx.savepoint((sp) => sp`delete from public.audit_log where id = ${recent}`)
        .then(() => ({ error: undefined }), (e: Error & { code?: string }) => ({ error: e }))
      return { removed: ran!.n, left: left.map((r) => r.id), afterCode: after?.code }
    })
    expect(error).toBeUndefined()
    expect(value!.removed).toBeGreaterThanOrEqual(1)
    expect(value!.left).toEqual([expect.any(String)])
    expect(value!.afterCode).toBe('42501')
  })

  it('is the service role\'s only', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actAs(tx, 'super_admin', people)
      await tx`select private.run_audit_retention(1)`
    })
    expect(error?.code).toBe('42501')
  })
})
