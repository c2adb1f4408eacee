// The aal rule of issue 34 (migration 20261127120000): an admin account with a verified
// factor reads nothing through a password-only (aal1) token, and everything with aal2; staff
// functions refuse the aal1 token too. Issue 57 (20261207130000): the staff-wide rule is on by
// default and the database reads it, so an account without a factor works at aal1 only while a
// super_admin has turned the rule off.
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

type Rule = 'required' | 'off' | 'no settings row'

async function readAs(
  role: 'admin' | 'super_admin', factor: 'verified' | 'unverified' | null, aal: 'aal1' | 'aal2', rule: Rule = 'required',
) {
  const { value, error } = await rolledBack(sql, async (tx) => {
    if (rule === 'off') await tx`update public.staff_security_settings set require_two_step = false`
    if (rule === 'no settings row') await tx`delete from public.staff_security_settings`
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

  it('requires two-step sign-in of every staff account by default', async () => {
    const [row] = await sql<{ required: boolean; byDefault: string }[]>`
      select s.require_two_step as required,
        (select column_default from information_schema.columns
          where table_schema = 'public' and table_name = 'staff_security_settings' and column_name = 'require_two_step') as "byDefault"
      from public.staff_security_settings s`
    expect(row).toEqual({ required: true, byDefault: 'true' })
  })

  it.each(['admin', 'super_admin'] as const)(
    '%s without a factor (or with one never confirmed) reads 0 rows at aal1 while the rule is on', async (role) => {
      for (const factor of [null, 'unverified'] as const) {
        const seen = await readAs(role, factor, 'aal1')
        expect(seen.counts, `with ${factor}`).toEqual({ contact_submissions: 0, donations: 0, event_registrations: 0 })
        expect(seen).toMatchObject({ admin: false, superAdmin: false })
      }
    },
  )

  it('counts a missing settings row as the rule being on', async () => {
    const seen = await readAs('super_admin', null, 'aal1', 'no settings row')
    expect(seen).toMatchObject({ admin: false, superAdmin: false })
  })

  it('lets an account without a factor work at aal1 only once the rule is turned off', async () => {
    for (const factor of [null, 'unverified'] as const) {
      const seen = await readAs('super_admin', factor, 'aal1', 'off')
      for (const table of SENSITIVE) expect(seen.counts[table], `${table} with ${factor}`).toBeGreaterThan(0)
      expect(seen).toMatchObject({ admin: true, superAdmin: true })
    }
    // a verified factor still needs its code with the rule off
    expect(await readAs('admin', 'verified', 'aal1', 'off')).toMatchObject({ admin: false })
  })

  it('an unenrolled super_admin at aal1 cannot turn the rule off for themselves', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const userId = await createUser(tx, 'super_admin')
      await actWithAal(tx, userId, 'aal1')
      return tx`update public.staff_security_settings set require_two_step = false returning id`
    })
    expect(value).toHaveLength(0)
  })

  it.each([
    ['with a factor', 'verified'], ['without a factor while the rule is on', null],
  ] as const)('a staff function refuses the aal1 token of an account %s (42501)', async (_label, factor) => {
    const { error } = await rolledBack(sql, async (tx) => {
      const userId = await createUser(tx, 'admin')
      if (factor) await addFactor(tx, userId, factor)
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
      await tx`update public.staff_security_settings set require_two_step = false`
      await actWithAal(tx, userId, 'aal1')
      return tx`update public.staff_security_settings set require_two_step = true returning id`
    })
    expect(value).toHaveLength(0)
  })
})
