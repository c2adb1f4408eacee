// Issue 57 item 4: an admin list's CSV is made by /api (POST /api/admin/exports/{kind}) from
// what the caller may read, and recorded in the audit trail in the same transaction; before,
// the browser made the file and asked for the record afterwards (any admin could record any
// count, or none). Also: the columns and the quoting of each file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { createStaffOrMember, signInWithCode, uniqueEmail } from './accounts.ts'
import { Client } from './http.ts'

let sql: Sql
let admin: Client
let adminId: string
let superAdmin: Client
let superAdminId: string
let superAdminEmail: string

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n')

/** The audit entries of this admin's exports, newest first. */
const exportsRecorded = (actorId = adminId) => sql<{ recordType: string; recordId: string | null; details: Record<string, unknown>; clientAddress: string }[]>`
  select record_type as "recordType", record_id as "recordId", details, client_address as "clientAddress"
  from public.audit_log where action = 'export.csv' and actor_id = ${actorId} order by id desc`

beforeAll(async () => {
  sql = superuser()
  const email = uniqueEmail('exports')
  adminId = await createStaffOrMember(sql, 'admin', email)
  admin = new Client()
  await signInWithCode(admin, email)
  superAdminEmail = uniqueEmail('exports-super')
  superAdminId = await createStaffOrMember(sql, 'super_admin', superAdminEmail)
  superAdmin = new Client()
  await signInWithCode(superAdmin, superAdminEmail)
})
afterAll(() => sql.end())

describe('CSV exports made and recorded by /api', () => {
  it('contacts: the filtered rows as a file, formulas defused, recorded without the search text', async () => {
    const tag = `exp${Date.now()}`
    await sql`insert into public.contact_submissions (name, email, subject, message, status) values
      (${`=cmd ${tag}`}, ${uniqueEmail('c1')}, 'Hello, there', 'One', 'read'),
      (${`Ann ${tag}`}, ${uniqueEmail('c2')}, 'Hi', 'Two', 'unread')`
    const res = await admin.post<string>('/admin/exports/contacts', { search: tag, status: 'read', sort: 'name-asc' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-submissions-\d{4}-\d\d-\d\d\.csv"$/)
    const [header, ...rows] = lines(res.body)
    expect(header).toBe('Name,Email,Phone,Subject,Message,Status,Submitted')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatch(new RegExp(`^'=cmd ${tag},.*,"Hello, there",One,read,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z$`))
    const [entry] = await exportsRecorded()
    expect(entry).toEqual({ recordType: 'contacts', recordId: null, clientAddress: admin.ip,
      details: { rows: 1, filters: { status: 'read', sort: 'name-asc', searched: true } } })
  })

  it('registrations: one event\'s families with attendance, recorded with the event', async () => {
    const slug = `export-event-${Date.now()}`
    const [event] = await sql<{ id: string }[]>`insert into public.events (slug, title, description, event_date, location, published)
      values (${slug}, 'Export event', 'An event.', now() + interval '7 days', 'Livingston, NJ', true) returning id::text`
    await sql`insert into public.event_registrations (event_id, attendee_name, attendee_email, number_of_guests, accommodations, checked_in_at)
      values (${event!.id}, 'Ana "Annie" Lopez', 'ana@example.org', 2, 'Wheelchair seating, quiet room', '2027-02-01T15:01:00Z')`
    const res = await admin.post<string>('/admin/exports/registrations', { eventId: event!.id })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="registrations-${slug}.csv"`)
    const [header, row] = lines(res.body)
    expect(header).toBe('Name,Email,Phone,Guests,Party size,Accommodations,Special requests,Status,Registered,Checked in,Checked in at')
    expect(row).toMatch(/^"Ana ""Annie"" Lopez",ana@example\.org,,2,3,"Wheelchair seating, quiet room",,confirmed,[\d-]+T[\d:.]+Z,Yes,2027-02-01T15:01:00\.000Z$/)
    expect((await exportsRecorded())[0]).toMatchObject({ recordType: 'registrations', recordId: event!.id, details: { rows: 1 } })
  })

  it('donations and newsletter sign-ups: their columns, each export recorded', async () => {
    const donations = await admin.post<string>('/admin/exports/donations', { status: 'succeeded', sort: 'amount-desc' })
    expect(donations.status).toBe(200)
    expect(lines(donations.body)[0]).toBe('Date,Donor Name,Donor Email,Amount (USD),Fee Covered (USD),Kind,Status,Dedication,Stripe Payment Intent,Stripe Invoice,Stripe Subscription')
    const newsletter = await admin.post<string>('/admin/exports/newsletter', {})
    expect(newsletter.status).toBe(200)
    expect(lines(newsletter.body)[0]).toBe('Email,Subscribed')
    expect((await exportsRecorded()).slice(0, 2).map((e) => e.recordType)).toEqual(['newsletter', 'donations'])
  })

  it('applications: every match of the filters, formulas defused, the file\'s rows in a header, recorded without the search text', async () => {
    const tag = `app${Date.now()}`
    await sql`insert into public.applications (kind, name, email, phone, heard_about, availability, note, status) values
      ('general', ${`=cmd ${tag}`}, ${uniqueEmail('a1')}, '5550100199', 'A job board', 'Weekday mornings', 'Hello, team', 'interview'),
      ('general', ${`Ann ${tag}`}, ${uniqueEmail('a2')}, '5550100198', 'A friend', 'Evenings', null, 'new')`
    const res = await admin.post<string>('/admin/exports/applications', { q: tag, status: 'interview' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d\d-\d\d\.csv"$/)
    expect([res.headers.get('x-export-rows'), res.headers.get('x-export-truncated')]).toEqual(['1', 'false'])
    const [header, ...rows] = lines(res.body)
    expect(header).toBe('Applied,Name,Email,Phone,Kind,Applied For,Status,Heard About Us,Availability,Note,Staff Notes,Resume')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatch(new RegExp(`^[\\d-]+T[\\d:.]+Z,'=cmd ${tag},.*,5550100199,General,General application,Interview,A job board,Weekday mornings,"Hello, team",,No$`))
    expect((await exportsRecorded())[0]).toEqual({ recordType: 'applications', recordId: null, clientAddress: admin.ip,
      details: { rows: 1, filters: { status: 'interview', searched: true } } })
  })

  it('audit trail: super_admins only; the matching entries, recorded with the person filter only as "searched"', async () => {
    const refused = await admin.post('/admin/exports/audit', {})
    expect([refused.status, refused.body.error]).toEqual([403, 'Super admin privileges required.'])
    const res = await superAdmin.post<string>('/admin/exports/audit', { person: superAdminEmail, action: 'auth.sign_in' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-trail-\d{4}-\d\d-\d\d\.csv"$/)
    const [header, ...rows] = lines(res.body)
    expect(header).toBe('When,Person,Action,Action Code,Record Type,Record,Record Name,Address,Details')
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row).toContain(`,${superAdminEmail},Signed in,auth.sign_in,`)
    expect(res.headers.get('x-export-rows')).toBe(String(rows.length))
    expect((await exportsRecorded(superAdminId))[0]).toEqual({ recordType: 'audit', recordId: null, clientAddress: superAdmin.ip,
      details: { rows: rows.length, filters: { action: 'auth.sign_in', searched: true } } })
    // the entry recording the first export is in the next one's file
    const again = await superAdmin.post<string>('/admin/exports/audit', { action: 'export.csv' })
    expect(lines(again.body).slice(1).some((row) => row.includes(`,${superAdminEmail},CSV exported,export.csv,audit,`))).toBe(true)
  })

  it('refuses bad input in words, an unknown event with 404, and anyone but staff', async () => {
    const bad = await admin.post('/admin/exports/contacts', { sort: 'loudest', from: 'yesterday' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ fieldErrors: { sort: ['Invalid sort'], from: ['Invalid from date'] } })
    const missing = await admin.post('/admin/exports/registrations', { eventId: '00000000-0000-4000-8000-000000000000' })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: 'Event not found' })
    expect((await new Client().post('/admin/exports/contacts', {})).status).toBe(401)
    const before = (await exportsRecorded()).length
    expect((await admin.post('/admin/exports/everything', {})).status).toBe(404)
    expect(await exportsRecorded()).toHaveLength(before)
  })
})
