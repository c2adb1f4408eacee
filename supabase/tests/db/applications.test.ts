// Applications in the database (issue 35): an admin with a verified second step reads them only
// at aal2; the CV bucket is private and its objects are read and written with the service key
// alone (storage-side-doors.test.ts); submit_application() checks the opening and refuses a second live application;
// withdrawing forgets the CV; the retention deletes old applications and answers their CVs;
// CV access and status changes are written to the audit trail.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actWithAal, addFactor, createPeople, createUser, rolledBack, superuser, unique, type Tx } from './helpers.ts'
import { applicationRow } from './rls-application-tables.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const PDF = 'application/pdf'

async function job(tx: Tx, closesOn: string | null, published = true): Promise<string> {
  const [row] = await tx<{ id: string }[]>`insert into public.job_openings (title, department, employment_type, location, description, closes_on, published)
    values ('Direct Support Professional', 'Residential', 'Full-time', 'Newark, NJ', 'Support adults at home.', ${closesOn}, ${published}) returning id`
  return row!.id
}

const submit = (tx: Tx, jobId: string | null, email: string, kind = 'job') =>
  tx<{ r: { result: string; id?: string } }[]>`select private.submit_application(${kind}, ${jobId}, null, 'Alex Applicant',
    ${email}, '555-010-0199', 'Our website', 'Weekdays', '', ${kind === 'volunteer' ? null : `${randomUUID()}.pdf`},
    ${kind === 'volunteer' ? null : PDF}) as r`.then((rows) => rows[0]!.r)

describe('submit_application()', () => {
  it('takes an application for an open job once per e-mail and queues the confirmation and the careers notice', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      await tx`insert into public.notification_recipients (name, email, topics) values
        ('Careers', ${`careers-${unique()}@example.org`}, '{careers}'), ('Volunteers', ${`vol-${unique()}@example.org`}, '{volunteering}'),
        ('Front desk', ${`desk-${unique()}@example.org`}, '{contact}')`
      const jobId = await job(tx, null)
      const email = `alex-${unique()}@example.org`
      const first = await submit(tx, jobId, email)
      const again = await submit(tx, jobId, email.toUpperCase())
      const mails = await tx<{ kind: string; recipient: string }[]>`select kind, recipient from public.email_outbox
        where payload ->> 'applicationId' = ${first.id!} order by kind, recipient`
      return { first: first.result, again: again.result, mails: mails.map((m) => `${m.kind}:${m.recipient.split('-')[0]}`) }
    })
    expect(value).toEqual({ first: 'created', again: 'duplicate', mails: ['application_confirmation:alex', 'application_notification:careers'] })
  })

  it('refuses a closed, unpublished or unknown job', async () => {
    const { value } = await rolledBack(sql, async (tx) => ({
      closed: (await submit(tx, await job(tx, '2020-01-01'), `a-${unique()}@example.org`)).result,
      draft: (await submit(tx, await job(tx, null, false), `b-${unique()}@example.org`)).result,
      unknown: (await submit(tx, randomUUID(), `c-${unique()}@example.org`)).result,
    }))
    expect(value).toEqual({ closed: 'job_closed', draft: 'job_not_found', unknown: 'job_not_found' })
  })

  it('tells the volunteering recipients of a volunteer application', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      await tx`insert into public.notification_recipients (name, email, topics) values
        ('Careers', ${`careers-${unique()}@example.org`}, '{careers}'), ('Volunteers', ${`vol-${unique()}@example.org`}, '{volunteering,contact}')`
      const created = await submit(tx, null, `v-${unique()}@example.org`, 'volunteer')
      return tx<{ recipient: string }[]>`select recipient from public.email_outbox
        where kind = 'application_notification' and payload ->> 'applicationId' = ${created.id!}`
    })
    expect(value!.map((r) => r.recipient.split('-')[0])).toEqual(['vol'])
  })

  it('is the service role\'s alone', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      await actAs(tx, 'anon', await createPeople(tx))
      await submit(tx, null, 'x@example.org', 'volunteer')
    })
    expect(error?.code).toBe('42501')
  })
})

describe('reading applications', () => {
  it.each([['aal1', 0], ['aal2', 1]] as const)('an admin with a verified second step reads them at %s: %i', async (aal, seen) => {
    const { value } = await rolledBack(sql, async (tx) => {
      const admin = await createUser(tx, 'admin')
      await addFactor(tx, admin)
      const id = await applicationRow(tx, 'general')
      await actWithAal(tx, admin, aal)
      return (await tx`select id from public.applications where id = ${id}`).length
    })
    expect(value).toBe(seen)
  })
})

describe('the applications bucket', () => {
  it('is private: every read passes the storage.objects policies (none lets a token read a CV: storage-side-doors.test.ts)', async () => {
    const [bucket] = await sql<{ public: boolean }[]>`select public from storage.buckets where id = 'applications'`
    expect(bucket).toEqual({ public: false })
  })

  it('lists a CV no application holds as an orphan an hour after upload', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const id = await applicationRow(tx, 'general')
      const held = (await tx<{ held: string }[]>`select cv_path as held from public.applications where id = ${id}`)[0]!.held
      const orphan = `${randomUUID()}.pdf`
      const fresh = `${randomUUID()}.pdf`
      await tx`insert into storage.objects (bucket_id, name, created_at) values ('applications', ${held}, now() - interval '2 hours'),
        ('applications', ${orphan}, now() - interval '2 hours'), ('applications', ${fresh}, now())`
      const rows = await tx<{ name: string }[]>`select name from private.orphan_cv_objects(1000) as name`
      return [held, orphan, fresh].map((n) => rows.some((r) => r.name === n))
    })
    expect(value).toEqual([false, true, false])
  })
})

describe('withdrawing, retention and the audit trail', () => {
  it('withdraws once, forgetting the CV; a second call finds nothing', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const id = await applicationRow(tx, 'general')
      const first = await tx`select * from private.withdraw_application(${id})`
      const second = await tx`select * from private.withdraw_application(${id})`
      const [row] = await tx`select status, cv_path, withdrawn_at is not null as withdrawn from public.applications where id = ${id}`
      return { first: first[0]!.withdrawn && /\.pdf$/.test(first[0]!.cv_path), second: second[0]!.withdrawn, row }
    })
    expect(value).toEqual({ first: true, second: false, row: { status: 'withdrawn', cv_path: null, withdrawn: true } })
  })

  it('deletes applications older than the retention and answers their CVs', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const old = await applicationRow(tx, 'general')
      const recent = await applicationRow(tx, 'general')
      await tx`update public.applications set created_at = now() - interval '800 days' where id = ${old}`
      const path = (await tx<{ path: string }[]>`select cv_path as path from public.applications where id = ${old}`)[0]!.path
      const removed = await tx<{ p: string }[]>`select p from private.run_application_retention(730) as p`
      const left = await tx`select id from public.applications where id = any(${[old, recent]})`
      return { removed: removed.map((r) => r.p).includes(path), left: left.map((r) => r.id) }
    })
    expect(value!.removed).toBe(true)
    expect(value!.left).toHaveLength(1)
  })

  it("clears a withdrawn applicant's details 29 days after the withdrawal, keeping the record without them", async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const [due, fresh, live] = [await applicationRow(tx, 'general'), await applicationRow(tx, 'general'), await applicationRow(tx, 'volunteer')]
      for (const id of [due, fresh]) await tx`select * from private.withdraw_application(${id})`
      await tx`update public.applications set notes = 'Called back on Monday', note = 'I can start in May' where id = any(${[due, fresh, live]})`
      await tx`update public.applications set withdrawn_at = now() - interval '29 days 1 minute' where id = ${due}`
      await tx`update public.applications set created_at = now() - interval '400 days' where id = ${live}`
      const first = await tx`select * from private.clear_withdrawn_applicants()`
      const second = await tx`select * from private.clear_withdrawn_applicants()`
      const rows = await tx<Record<string, unknown>[]>`select id, kind, status, heard_about, name, email, phone, availability, note, notes,
          cv_path, withdrawn_at is not null as withdrawn, contact_cleared_at is not null as cleared
        from public.applications where id = any(${[due, fresh, live]})`
      const byId = (id: string) => rows.find((r) => r.id === id)
      return { first: first.length, second: second.length, due: byId(due), fresh: byId(fresh), live: byId(live) }
    })
    expect(value).toMatchObject({
      first: 1, second: 0,
      due: { kind: 'general', status: 'withdrawn', heard_about: 'Our website', name: '', email: '', phone: '', availability: '',
        note: null, notes: '', cv_path: null, withdrawn: true, cleared: true },
      fresh: { name: 'Alex Applicant', phone: '555-010-0199', note: 'I can start in May', cleared: false },
      live: { name: 'Alex Applicant', notes: 'Called back on Monday', withdrawn: false, cleared: false },
    })
    expect(value!.fresh!.email).toMatch(/@example\.org$/)
  })

  it('lets contact details be empty only once cleared, and a cleared row never hold them again', async () => {
    const blank = await rolledBack(sql, async (tx) => {
      const id = await applicationRow(tx, 'general')
      await tx`update public.applications set name = '', email = '' where id = ${id}`
    })
    expect(blank.error?.code).toBe('23514')
    const refilled = await rolledBack(sql, async (tx) => {
      const id = await applicationRow(tx, 'general')
      await tx`select * from private.withdraw_application(${id})`
      await tx`update public.applications set withdrawn_at = now() - interval '30 days' where id = ${id}`
      await tx`select * from private.clear_withdrawn_applicants()`
      await tx`update public.applications set email = 'back@example.org' where id = ${id}`
    })
    expect(refilled.error?.message).toMatch(/applications_cleared_holds_no_contact/)
  })

  it('records a CV link and a status change for an admin, and refuses the CV to a non-admin', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const id = await applicationRow(tx, 'general')
      await actAs(tx, 'admin', people)
      const cv = await tx`select * from public.application_cv(${id}, 'link')`
      await tx`update public.applications set status = 'interview' where id = ${id}`
      await tx`select set_config('role', 'postgres', true)`
      const actions = await tx<{ action: string }[]>`select action from public.audit_log where record_id = ${id} order by id`
      return { cv: cv.length, actions: actions.map((a) => a.action) }
    })
    expect(value).toEqual({ cv: 1, actions: ['application.cv_link', 'application.status_changed'] })
    const { error } = await rolledBack(sql, async (tx) => {
      const id = await applicationRow(tx, 'general')
      await actAs(tx, 'user', await createPeople(tx))
      await tx`select * from public.application_cv(${id}, 'download')`
    })
    expect(error?.code).toBe('42501')
  })
})
