// Public forms: a contact submission queues one notification per active recipient in the
// same transaction; a visitor cannot choose a status; newsletter e-mail is unique
// regardless of case, and repeat sign-ups succeed.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createPeople, rolledBack, superuser, unique, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

async function asVisitor(tx: Tx) {
  await actAs(tx, 'anon', await createPeople(tx))
}

describe('contact submissions', () => {
  it('queue one contact_notification per active recipient, replying to the submitter', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await tx`update public.notification_recipients set active = false`
      const tag = unique()
      await tx`insert into public.notification_recipients (name, email, active) values
        ('On', ${`on-${tag}@example.org`}, true), ('Also on', ${`also-${tag}@example.org`}, true),
        ('Off', ${`off-${tag}@example.org`}, false)`
      await asVisitor(tx)
      await tx`insert into public.contact_submissions (name, email, subject, message)
        values ('Pat Visitor', ${`pat-${tag}@example.com`}, 'A question', 'Do you have openings?')`
      await tx`reset role`
      const [contact] = await tx`select id, status from public.contact_submissions where email = ${`pat-${tag}@example.com`}`
      const mails = await tx`select kind, recipient, reply_to, payload from public.email_outbox
        where payload->>'contactId' = ${contact!.id} order by recipient`
      return { tag, contact, mails }
    })
    expect(error).toBeUndefined()
    const { tag, contact, mails } = value!
    expect(contact!.status).toBe('unread')
    expect(mails).toEqual(
      [`also-${tag}@example.org`, `on-${tag}@example.org`].map((recipient) => ({
        kind: 'contact_notification',
        recipient,
        reply_to: `pat-${tag}@example.com`,
        payload: { contactId: contact!.id },
      })),
    )
  })

  it('refuse a visitor-chosen status or an over-long message', async () => {
    const status = await rolledBack(sql, async (tx) => {
      await asVisitor(tx)
      await tx`insert into public.contact_submissions (name, email, subject, message, status)
        values ('Pat', 'pat@example.com', 'Hello there', 'A message', 'responded')`
    })
    expect(status.error?.code).toBe('42501')
    const long = await rolledBack(sql, async (tx) => {
      await asVisitor(tx)
      await tx`insert into public.contact_submissions (name, email, subject, message)
        values ('Pat', 'pat@example.com', 'Hello there', ${'x'.repeat(5001)})`
    })
    expect(long.error?.code).toBe('23514')
  })

  it('stamp updated_at when an admin changes the status', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await tx`insert into public.contact_submissions (name, email, subject, message, created_at, updated_at)
        values ('P', 'stamp@example.com', 'Subject', 'Message', now() - interval '2 days', now() - interval '2 days')`
      await actAs(tx, 'admin', people)
      const [row] = await tx`update public.contact_submissions set status = 'read' where email = 'stamp@example.com'
        returning status, updated_at = now() as stamped, created_at < now() as kept`
      return row
    })
    expect(value).toEqual({ status: 'read', stamped: true, kept: true })
  })

  it('let an admin change the status only to a known value', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await tx`insert into public.contact_submissions (name, email, subject, message) values ('P', 'p@example.com', 'Subject', 'Message')`
      await actAs(tx, 'admin', people)
      await tx`update public.contact_submissions set status = 'archived' where email = 'p@example.com'`
    })
    expect(error?.code).toBe('23514')
  })
})

describe('newsletter signups', () => {
  it('store one row per address regardless of case, and repeat sign-ups succeed', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const tag = unique()
      await asVisitor(tx)
      await tx`insert into public.newsletter_signups (email) values (${`Reader-${tag}@Example.org`}) on conflict do nothing`
      await tx`insert into public.newsletter_signups (email) values (${`reader-${tag}@example.org`}) on conflict do nothing`
      const [first] = await tx`select public.subscribe_newsletter(${` READER-${tag}@EXAMPLE.ORG `}) as r`
      const [fresh] = await tx`select public.subscribe_newsletter(${`new-${tag}@example.org`}) as r`
      const [bad] = await tx`select public.subscribe_newsletter('nope') as r`
      await tx`reset role`
      const rows = await tx`select email from public.newsletter_signups where email ilike ${`%${tag}%`} order by lower(email)`
      return { tag, result: { first: first!.r, fresh: fresh!.r, bad: bad!.r, rows: rows.map((r) => r.email) } }
    })
    expect(error).toBeUndefined()
    const tag = value!.tag
    expect(value!.result).toEqual({
      first: { result: 'subscribed' },
      fresh: { result: 'subscribed' },
      bad: { result: 'invalid', field: 'email', message: 'Please enter a valid email address' },
      rows: [`new-${tag}@example.org`, `Reader-${tag}@Example.org`],
    })
  })

  it('reject a second row differing only in case at the unique index', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      await tx`insert into public.newsletter_signups (email) values ('Same@Example.org'), ('same@example.org')`
    })
    expect(error?.code).toBe('23505')
  })
})
