// Job and volunteer applications on the real function, with Storage's stand-in behind it (issue
// 35): the CV checked by its bytes and stored privately, each bad input refused with nothing
// stored, the spam defence, the mails queued, withdrawing through the signed link, and the admin
// routes (who may call them, the audited short-lived CV link, the CSV export, retention).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { runApplicationRetention } from '../../functions/_shared/applications/retention.ts'
import { withdrawUrl } from '../../functions/_shared/applications/links.ts'
import { parseConfig } from '../../functions/_shared/config.ts'
import {
  APPLICANT_DETAILS_CLEARED, APPLICATION_SENT, CV_LINK_EXPIRED, DUPLICATE_APPLICATION, JOB_CLOSED, JOB_NOT_FOUND,
} from '../../functions/_shared/contract/applications-admin.ts'
import { applicationDetailSchema, applicationPageSchema, cvLinkSchema } from '../../functions/_shared/contract/applications.ts'
import { CV_REQUIRED, CV_TOO_LARGE, CV_WRONG_TYPE } from '../../functions/_shared/contract/application-rules.ts'
import { INVALID_LINK } from '../../functions/_shared/contract/signed-links.ts'
import { anon, signedIn, type Session } from './cms-session.ts'
import { docx, executable, pdf, plainZip } from './fixtures/documents.ts'
import { png } from './fixtures/images.ts'
import { apiUrl, freshIp, ORIGIN } from './http.ts'
import { humanProof } from './human-proof.ts'
import { drain, outboxIds, readEml, recordingFileTransport } from './mail.ts'

let sql: Sql
let admin: Session
let member: Session
let openJob: string
let closedJob: string
beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  member = await signedIn(sql)
  const job = async (closesOn: string | null) => (await sql<{ id: string }[]>`insert into public.job_openings
    (title, department, employment_type, location, description, closes_on)
    values ('Direct Support Professional', 'Residential', 'Full-time', 'Newark, NJ', 'Support adults at home.', ${closesOn})
    returning id`)[0]!.id
  openJob = await job(null)
  closedJob = await job('2020-06-30')
})
afterAll(() => sql.end())

const config = () => parseConfig({
  STORAGE_URL: inject('storageUrl'), JWT_SECRET: inject('testConfig').jwtSecret,
  LINK_SIGNING_SECRET: inject('testConfig').linkSigningSecret, SITE_URL: 'http://localhost:5173',
})
const stored = (p: string) => path.join(inject('storageDir'), 'applications', p)
const email = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`

type Cv = { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }
const asPdf = (bytes: Uint8Array<ArrayBuffer>, name = 'resume.pdf'): Cv => ({ bytes, name, type: 'application/pdf' })

/** Posts the application form as a browser does (multipart/form-data). */
async function apply(fields: Record<string, string>, cv?: Cv, ip = freshIp()) {
  const form = new FormData()
  const all = { name: 'Alex Applicant', phone: '555-010-0199', heardAbout: 'A job board', availability: 'Weekday mornings', ...fields }
  for (const [k, v] of Object.entries(all)) form.set(k, v)
  if (cv) form.set('cv', new Blob([cv.bytes], { type: cv.type }), cv.name)
  if (!('altcha' in fields)) form.set('altcha', await humanProof())
  const res = await fetch(`${apiUrl()}/applications`, { method: 'POST', headers: { origin: ORIGIN, 'x-forwarded-for': ip }, body: form })
  return { status: res.status, body: await res.json() as { message?: string; error?: string; fieldErrors?: Record<string, string[]> } }
}
const row = async (address: string) =>
  (await sql<{ id: string; cv_path: string | null; status: string }[]>`select id, cv_path, status from public.applications where email = ${address}`)

describe('POST /api/applications', () => {
  it('takes a job application with a PDF: stored privately, confirmation and notice queued', async () => {
    const recipient = email('careers')
    await sql`insert into public.notification_recipients (name, email, topics) values ('Careers desk', ${recipient}, '{careers}')`
    const address = email('pdf')
    const res = await apply({ kind: 'job', jobId: openJob, email: address }, asPdf(pdf()))
    expect(res).toEqual({ status: 201, body: { message: APPLICATION_SENT } })
    const [app] = await row(address)
    expect(app!.cv_path).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(readFileSync(stored(app!.cv_path!)).subarray(0, 5).toString()).toBe('%PDF-')
    const mails = await sql<{ kind: string; recipient: string }[]>`select kind, recipient from public.email_outbox
      where payload ->> 'applicationId' = ${app!.id} order by kind`
    expect(mails).toEqual([
      { kind: 'application_confirmation', recipient: address },
      { kind: 'application_notification', recipient },
    ])
    // never publicly reachable: a visitor asking Storage for it with the anon key sees nothing
    const res2 = await fetch(`${inject('storageUrl')}/object/authenticated/applications/${app!.cv_path}`)
    expect(res2.status).toBeGreaterThanOrEqual(400)
  })

  it('mails the applicant a withdraw link, and the recipients a link to the admin area without the CV', async () => {
    const recipient = email('careers-mail')
    await sql`insert into public.notification_recipients (name, email, topics) values ('Careers mail', ${recipient}, '{careers}')`
    const address = email('mailed')
    await apply({ kind: 'job', jobId: openJob, email: address }, asPdf(pdf()))
    const [app] = await row(address)
    const transport = recordingFileTransport()
    const ids = await outboxIds(sql, sql`payload ->> 'applicationId' = ${app!.id}`)
    await drain(sql, transport, ids)
    const mails = await Promise.all(transport.paths.map(readEml))
    const toApplicant = mails.find((m) => m.includes(`To: ${address}`))!
    const toStaff = mails.find((m) => m.includes(`To: ${recipient}`))!
    expect(toApplicant).toContain('Thank you for applying for the Direct Support Professional opening')
    expect(toApplicant).toContain(`http://localhost:5173/applications/withdraw?token=${app!.id}.`)
    expect(toStaff).toContain(`http://localhost:5173/admin/applicants/${app!.id}`)
    expect(toStaff).toContain(`Reply-To: ${address}`)
    expect(toStaff).not.toMatch(/Content-Disposition: attachment|application\/pdf/i)
  })

  it('accepts a Word .docx for a general application', async () => {
    const address = email('docx')
    const cv = { bytes: docx(), name: 'resume.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }
    expect((await apply({ kind: 'general', email: address }, cv)).status).toBe(201)
    expect((await row(address))[0]!.cv_path).toMatch(/\.docx$/)
  })

  it('takes a volunteer application without a CV', async () => {
    const address = email('volunteer')
    expect((await apply({ kind: 'volunteer', email: address })).status).toBe(201)
    expect((await row(address))[0]!.cv_path).toBeNull()
  })

  it.each([
    ['a PNG named .pdf', asPdf(png(40, 40)), 415, CV_WRONG_TYPE],
    ['an executable renamed .pdf', asPdf(executable()), 415, CV_WRONG_TYPE],
    ['a ZIP that is not a Word document', asPdf(plainZip(), 'resume.docx'), 415, CV_WRONG_TYPE],
    ['no CV at all', undefined, 400, CV_REQUIRED],
  ] as const)('refuses %s and stores nothing', async (_, cv, status, message) => {
    const address = email('bad')
    const before = (await sql`select count(*)::int as n from storage.objects where bucket_id = 'applications'`)[0]!.n
    const res = await apply({ kind: 'job', jobId: openJob, email: address }, cv)
    expect(res.status).toBe(status)
    expect(res.body.fieldErrors?.cv).toEqual([message])
    expect(await row(address)).toHaveLength(0)
    expect((await sql`select count(*)::int as n from storage.objects where bucket_id = 'applications'`)[0]!.n).toBe(before)
  })

  it('refuses a 6 MB CV with 413 from its Content-Length', async () => {
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(pdf())
    const res = await apply({ kind: 'general', email: email('big') }, asPdf(big))
    expect(res.status).toBe(413)
    expect(res.body.error).toBe(CV_TOO_LARGE)
  })

  it('refuses a closed or unknown opening, and a second application for the same one', async () => {
    const address = email('job')
    const closed = await apply({ kind: 'job', jobId: closedJob, email: address }, asPdf(pdf()))
    expect([closed.status, closed.body.error]).toEqual([409, JOB_CLOSED])
    const unknown = await apply({ kind: 'job', jobId: crypto.randomUUID(), email: address }, asPdf(pdf()))
    expect([unknown.status, unknown.body.error]).toEqual([404, JOB_NOT_FOUND])
    expect(await row(address)).toHaveLength(0)
    expect((await apply({ kind: 'job', jobId: openJob, email: address }, asPdf(pdf()))).status).toBe(201)
    const again = await apply({ kind: 'job', jobId: openJob, email: address.toUpperCase() }, asPdf(pdf()))
    expect([again.status, again.body.error]).toEqual([409, DUPLICATE_APPLICATION])
    expect(await row(address)).toHaveLength(1)
  })

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const address = email('bot')
    const res = await apply({ kind: 'general', email: address, website: 'http://spam.example' }, asPdf(pdf()))
    expect(res.status).toBe(201)
    expect(await row(address)).toHaveLength(0)
  })

  it('rate-limits one address with 429', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await apply({ kind: 'volunteer', email: email('many') }, undefined, ip)).status)
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it('refuses a body that is not a form with 400', async () => {
    const res = await anon()('POST', '/applications', { kind: 'volunteer', email: email('json') })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('The application could not be read. Please try again.')
  })

  it('refuses a form field that breaks the rules with 400 and its message', async () => {
    const res = await apply({ kind: 'job', email: email('nojob') }, asPdf(pdf()))
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors?.jobId).toEqual(['Choose the job you are applying for'])
  })
})

describe('POST /api/applications/withdraw', () => {
  it('withdraws through the e-mail link and deletes the CV at once; the link is then used up', async () => {
    const address = email('withdraw')
    await apply({ kind: 'general', email: address }, asPdf(pdf()))
    const [app] = await row(address)
    expect(existsSync(stored(app!.cv_path!))).toBe(true)
    const token = new URL(await withdrawUrl(config(), app!.id)).searchParams.get('token')!
    const first = await anon()('POST', '/applications/withdraw', { token })
    expect(first.status).toBe(200)
    expect(existsSync(stored(app!.cv_path!))).toBe(false)
    expect(await sql`select 1 from storage.objects where name = ${app!.cv_path!}`).toHaveLength(0)
    expect((await row(address))[0]).toMatchObject({ status: 'withdrawn', cv_path: null })
    const again = await anon()('POST', '/applications/withdraw', { token })
    expect([again.status, again.body.error]).toEqual([400, INVALID_LINK])
    const forged = await anon()('POST', '/applications/withdraw', { token: `${app!.id}.forged` })
    expect([forged.status, forged.body.error]).toEqual([400, INVALID_LINK])
  })
})

describe('the admin routes', () => {
  it('answer a visitor 401 and a signed-in non-admin 403', async () => {
    const id = crypto.randomUUID()
    for (const [call, status] of [[anon(), 401], [member.call, 403]] as const) {
      expect((await call('GET', '/admin/applications')).status).toBe(status)
      expect((await call('GET', `/admin/applications/${id}`)).status).toBe(status)
      expect((await call('POST', '/admin/exports/applications', {})).status).toBe(status)
      expect((await call('PATCH', `/admin/applications/${id}`, { status: 'hired' })).status).toBe(status)
      expect((await call('POST', `/admin/applications/${id}/cv-link`)).status).toBe(status)
      expect((await call('GET', `/admin/applications/${id}/cv?token=x`)).status).toBe(status)
    }
  })

  it('list by job, status and search, change status and notes, and e-mail the applicant', async () => {
    const address = email('listed')
    await apply({ kind: 'job', jobId: openJob, email: address, name: 'Jordan Listed' }, asPdf(pdf()))
    const list = await admin.call('GET', `/admin/applications?jobId=${openJob}&status=new&q=${encodeURIComponent('Jordan Listed')}`)
    const page = applicationPageSchema.parse(list.body)
    expect(page.items.map((i) => i.email)).toEqual([address])
    expect(page.items[0]).toMatchObject({ jobTitle: 'Direct Support Professional', hasCv: true, status: 'new' })
    const id = page.items[0]!.id
    const patched = await admin.call('PATCH', `/admin/applications/${id}`, { status: 'interview', notes: 'Strong references' })
    expect(applicationDetailSchema.parse(patched.body)).toMatchObject({ status: 'interview', notes: 'Strong references' })
    const audit = await sql`select details from public.audit_log where action = 'application.status_changed' and record_id = ${id}`
    expect(audit.map((a) => a.details)).toEqual([{ from: 'new', to: 'interview' }])
    expect((await admin.call('PATCH', `/admin/applications/${id}`, { status: 'hiring' })).status).toBe(400)
    const mailed = await admin.call('POST', `/admin/applications/${id}/email`, { subject: 'Interview', message: 'Can you come on Monday?' })
    expect(mailed.status).toBe(202)
    const [mail] = await sql`select recipient, payload from public.email_outbox where kind = 'generic' and recipient = ${address}`
    expect(mail!.payload).toEqual({ subject: 'Interview', text: 'Can you come on Monday?' })
    const exported = await admin.call('POST', '/admin/exports/applications', { jobId: openJob, q: address })
    expect(String(exported.body).trimEnd().split('\r\n').slice(1).map((r) => [r.includes(address), r.endsWith('Strong references,Yes')]))
      .toEqual([[true, true]])
    expect((await admin.call('GET', `/admin/applications/${crypto.randomUUID()}`)).status).toBe(404)
  })

  it('opens the CV through a short-lived, audited link that expires', async () => {
    const address = email('cv')
    await apply({ kind: 'general', email: address }, asPdf(pdf('Resume for the link test')))
    const [app] = await row(address)
    const link = cvLinkSchema.parse((await admin.call('POST', `/admin/applications/${app!.id}/cv-link`)).body)
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000)
    expect(link.url).toMatch(new RegExp(`^/api/admin/applications/${app!.id}/cv\\?token=`))
    // the link is on the site's own origin (/api); the API client here is rooted at /api
    const file = await admin.call('GET', link.url.replace(/^\/api/, ''))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Alex-Applicant-resume\.pdf"$/)
    expect(file.body).toContain('Resume for the link test')
    // a non-admin holding the link gets nothing
    expect((await member.call('GET', link.url.replace(/^\/api/, ''))).status).toBe(403)
    const actions = await sql<{ action: string }[]>`select action from public.audit_log where record_id = ${app!.id} order by id`
    expect(actions.map((a) => a.action)).toEqual(['application.cv_link', 'application.cv_downloaded'])
    // an expired link (signed with an expiry in the past)
    const { cvToken } = await import('../../functions/_shared/applications/links.ts')
    const old = await cvToken(config(), app!.id, new Date(Date.now() - 1000))
    const expired = await admin.call('GET', `/admin/applications/${app!.id}/cv?token=${encodeURIComponent(old)}`)
    expect([expired.status, expired.body.error]).toEqual([410, CV_LINK_EXPIRED])
  })

  it('lets staff choose which recipients hear of careers and of volunteering', async () => {
    const created = await admin.call('POST', '/notification-recipients', { name: 'HR', email: email('hr'), topics: ['careers'] })
    expect(created.status).toBe(201)
    expect(created.body.topics).toEqual(['careers'])
    const changed = await admin.call('PATCH', `/notification-recipients/${created.body.id}`, { topics: ['careers', 'volunteering'] })
    expect(changed.body.topics).toEqual(['careers', 'volunteering'])
    expect((await admin.call('PATCH', `/notification-recipients/${created.body.id}`, { topics: ['payroll'] })).status).toBe(400)
    const plain = await admin.call('POST', '/notification-recipients', { name: 'Desk', email: email('desk') })
    expect(plain.body.topics).toEqual(['contact'])
  })

  it("clears a withdrawn applicant's details by the retention within 30 days; staff keep the record but can no longer e-mail them", async () => {
    const address = email('cleared')
    await apply({ kind: 'job', jobId: openJob, email: address, name: 'Casey Cleared', note: 'I can start in May' }, asPdf(pdf()))
    const [app] = await row(address)
    const token = new URL(await withdrawUrl(config(), app!.id)).searchParams.get('token')!
    expect((await anon()('POST', '/applications/withdraw', { token })).status).toBe(200)
    await sql`update public.applications set notes = 'Called Casey on Monday' where id = ${app!.id}`
    await runApplicationRetention(sql, config(), true)
    expect((await admin.call('GET', `/admin/applications/${app!.id}`)).body.name).toBe('Casey Cleared') // a fresh withdrawal keeps them

    await sql`update public.applications set withdrawn_at = now() - interval '29 days 1 minute' where id = ${app!.id}`
    const result = await runApplicationRetention(sql, config(), true)
    expect(result.clearedApplicants).toBeGreaterThanOrEqual(1)
    const kept = await admin.call('GET', `/admin/applications/${app!.id}`)
    expect(kept.status).toBe(200)
    expect(kept.body).toMatchObject({
      kind: 'job', jobId: openJob, status: 'withdrawn', hasCv: false, heardAbout: 'A job board',
      name: '', email: '', phone: '', availability: '', note: null, notes: '',
    })
    expect(await row(address)).toHaveLength(0)
    const mailed = await admin.call('POST', `/admin/applications/${app!.id}/email`, { subject: 'Checking in', message: 'Are you still interested?' })
    expect([mailed.status, mailed.body.error]).toEqual([409, APPLICANT_DETAILS_CLEARED])
  })

  it('deletes old applications and their CVs by the retention', async () => {
    const address = email('old')
    await apply({ kind: 'general', email: address }, asPdf(pdf()))
    const [app] = await row(address)
    await sql`update public.applications set created_at = now() - interval '731 days' where id = ${app!.id}`
    const result = await runApplicationRetention(sql, config(), true)
    expect(result.deletedApplications).toBeGreaterThanOrEqual(1)
    expect(await row(address)).toHaveLength(0)
    expect(existsSync(stored(app!.cv_path!))).toBe(false)
  })
})

