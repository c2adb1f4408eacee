// The aal rule of issue 34 (migration 20261127120000): an admin account with a verified
// factor reads nothing through a password-only (aal1) token, and everything with aal2; an
// account without a factor keeps working at aal1; staff functions refuse the aal1 token too.
import { afterAll, describe, expect, it } from 'vitest'
import { actWithAal, addFactor, createEvent, createUser, rolledBack, superuser, unique, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const SENSITIVE = ['contact_submissions', 'donations', 'event_registrations'] as const

/** One row in each sensitive table, made as the superuser. */
async function sensitiveRows(tx: Tx) {
  await tx`insert into public.contact_submissions (name, email, subject, message)
    values ('Pat', ${`p-${unique()}@example.test`}, 'A subject', 'A message body')`
  await tx`insert into public.donations (amount_cents, donor_email) values (2500, ${`d-${unique()}@example.test`})`
  const eventId = await createEvent(tx)
  await tx`insert into public.event_registrations (event_id, attendee_name, attendee_email)
    values (${eventId}, 'Sam', ${`r-${unique()}@example.test`})`
  return eventId
}

async function counts(tx: Tx) {
  const result: Record<string, number> = {}
  for (const table of SENSITIVE) {
    result[table] = (await tx.unsafe(`select count(*)::int as n from public.${table}`))[0]!.n as number
  }
  return result
}

async function readAs(role: 'admin' | 'super_admin', factor: 'verified' | 'unverified' | null, aal: 'aal1' | 'aal2') {
  const { value, error } = await rolledBack(sql, async (tx) => {
    const userId = await createUser(tx, role)
    if (factor) await addFactor(tx, userId, factor)
    await sensitiveRows(tx)
    await actWithAal(tx, userId, aal)
    const [flags] = await tx<{ admin: boolean; superAdmin: boolean }[]>`
      select private.is_admin() as admin, private.is_super_admin() as "superAdmin"`
    return { counts: await counts(tx), ...flags! }
  })
  if (error) throw error
  return value!
}

describe('two-step sign-in in row-level security', () => {
  it.each(['admin', 'super_admin'] as const)('%s with a verified factor and an aal1 token reads 0 rows', async (role) => {
    const seen = await readAs(role, 'verified', 'aal1')
    expect(seen.counts).toEqual({ contact_submissions: 0, donations: 0, event_registrations: 0 })
    expect(seen).toMatchObject({ admin: false, superAdmin: false })
  })

  it('the same account with an aal2 token reads them', async () => {
    const seen = await readAs('super_admin', 'verified', 'aal2')
    for (const table of SENSITIVE) expect(seen.counts[table], table).toBeGreaterThan(0)
    expect(seen).toMatchObject({ admin: true, superAdmin: true })
  })

  it('an account without a factor (or with one never confirmed) keeps working at aal1', async () => {
    for (const factor of [null, 'unverified'] as const) {
      const seen = await readAs('admin', factor, 'aal1')
      for (const table of SENSITIVE) expect(seen.counts[table], `${table} with ${factor}`).toBeGreaterThan(0)
      expect(seen.admin).toBe(true)
    }
  })

  it('a staff function refuses the aal1 token of an account with a factor (42501)', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const userId = await createUser(tx, 'admin')
      await addFactor(tx, userId, 'verified')
      const eventId = await sensitiveRows(tx)
      const [reg] = await tx<{ id: string }[]>`select id from public.event_registrations where event_id = ${eventId}`
      await actWithAal(tx, userId, 'aal1')
      await tx`select public.set_registration_check_in(${reg!.id}, true)`
    })
    expect(error?.code).toBe('42501')
  })

  it('a super_admin with aal1 and a factor cannot turn the staff-wide rule on', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const userId = await createUser(tx, 'super_admin')
      await addFactor(tx, userId, 'verified')
      await actWithAal(tx, userId, 'aal1')
      return tx`update public.staff_security_settings set require_two_step = true returning id`
    })
    expect(value).toHaveLength(0)
  })
})
