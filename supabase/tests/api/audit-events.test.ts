// Issue 57 item 4's missing events, through /api (local auth): a wrong two-step code and a
// password reset are recorded with the account as the actor and the request's address, and
// an e-mail to an applicant is recorded in the transaction that queues it. None of the three
// was recorded before migration 20261207100000.
import { afterAll, describe, expect, it } from 'vitest'
import { superuser } from '../../../scripts/testing/db.ts'
import { parseConfig } from '../../functions/_shared/config.ts'
import { createAccount, PASSWORD, signedIn, uniqueEmail } from './accounts.ts'
import { Client } from './http.ts'
import { mailedResetToken } from './reset-links.ts'
import { enroll, wrongCode } from './two-step-suite.ts'

const sql = superuser()
afterAll(() => sql.end())

const entriesOf = (recordId: string) => sql<{ action: string; actorId: string | null; clientAddress: string | null }[]>`
  select action, actor_id::text as "actorId", client_address as "clientAddress"
  from public.audit_log where record_id = ${recordId} and action not like 'auth.sign_in%' order by id`

describe('events only /api sees, in the audit trail', () => {
  it('a wrong two-step code, as the account, from its address', async () => {
    const email = uniqueEmail('audit-code')
    const first = await signedIn(sql, 'admin', email)
    const { secret } = await enroll(first)
    const browser = new Client()
    expect((await browser.post('/login', { email, password: PASSWORD })).status).toBe(200)
    expect((await browser.post('/auth/two-step/verify', { code: wrongCode(secret) })).status).toBe(400)
    const [user] = await sql<{ id: string }[]>`select id::text from auth.users where email = ${email}`
    expect((await entriesOf(user!.id)).filter((e) => e.action === 'auth.two_step_failed'))
      .toEqual([{ action: 'auth.two_step_failed', actorId: user!.id, clientAddress: browser.ip }])
  })

  it('a password reset, as the account', async () => {
    const email = uniqueEmail('audit-reset')
    const userId = await createAccount(sql, 'admin', email)
    const browser = new Client()
    expect((await browser.post('/auth/forgot-password', { email })).status).toBe(200)
    const token = await mailedResetToken(sql, email)
    expect((await browser.post('/auth/reset-password', { token, password: 'a brand new passphrase 42' })).status).toBe(200)
    expect((await entriesOf(userId)).filter((e) => e.action === 'auth.password_reset'))
      .toEqual([{ action: 'auth.password_reset', actorId: userId, clientAddress: browser.ip }])
  })

  it('an e-mail to an applicant, by the staff member who sent it', async () => {
    const email = uniqueEmail('audit-mailer')
    const admin = await signedIn(sql, 'admin', email)
    const [app] = await sql<{ id: string }[]>`insert into public.applications (kind, name, email, phone, heard_about, availability)
      values ('general', 'Applicant', ${uniqueEmail('applicant')}, '555-0100', 'A friend', 'Weekdays') returning id::text`
    const res = await admin.post(`/admin/applications/${app!.id}/email`, { subject: 'Your application', message: 'Thank you.' })
    expect(res.status).toBe(202)
    const [staff] = await sql<{ id: string }[]>`select id::text from auth.users where email = ${email}`
    expect(await entriesOf(app!.id)).toEqual([{ action: 'application.emailed', actorId: staff!.id, clientAddress: admin.ip }])
  })

  it('AUDIT_RETENTION_DAYS under the database\'s floor of 365 stops the function', () => {
    expect(() => parseConfig({ AUDIT_RETENTION_DAYS: '30' })).toThrow(/AUDIT_RETENTION_DAYS must be at least 365/)
    expect(parseConfig({ AUDIT_RETENTION_DAYS: '365' }).AUDIT_RETENTION_DAYS).toBe(365)
    expect(parseConfig({}).AUDIT_RETENTION_DAYS).toBe(400)
  })
})
