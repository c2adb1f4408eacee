// Issue 57 item 4: the api and notify functions log in as api_runtime (API_DB_URL), and the local
// auth adapter (GoTrue's stand-in) as supabase_auth_admin (AUTH_DB_URL), with the logins the
// local stack gives (scripts/db/local-logins.ts) as the deploy does. Over those very logins, not
// a superuser's SET ROLE: no statement changes, removes or empties an audit entry, sets the
// append-only trigger aside, becomes the owner, or runs retention under the floor; api_runtime
// reads auth.* only through the functions made for it (migration 20261208100000).
import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { authDbUrl, runtimeDbUrl } from '../../../scripts/db/local-logins.ts'
import { createPeople, superuser, unique, type DbError } from './helpers.ts'

const admin = superuser(1)
const logins = {
  api_runtime: postgres(runtimeDbUrl(inject('dbUrl')), { max: 1, onnotice: () => {} }),
  supabase_auth_admin: postgres(authDbUrl(inject('dbUrl')), { max: 1, onnotice: () => {} }),
}
afterAll(async () => {
  await Promise.all([admin.end(), logins.api_runtime.end(), logins.supabase_auth_admin.end()])
})

/** The SQLSTATE `statement` fails with over `role`'s login (in a transaction rolled back), or null. */
async function refusal(role: keyof typeof logins, statement: string): Promise<string | null> {
  const error = await logins[role].begin(async (tx) => {
    await tx.unsafe(statement)
    throw new Error('rolled back')
  }).catch((e: DbError) => e)
  return error.message === 'rolled back' ? null : (error.code ?? error.message)
}

/** An audit entry three years old (past any retention), written by the platform. */
async function oldEntry(): Promise<string> {
  const [row] = await admin<{ id: string }[]>`insert into public.audit_log (action, record_type, record_id, occurred_at)
    values ('test.entry', 'test', ${unique()}, now() - interval '3 years') returning id::text`
  return row!.id
}

describe('the functions\' logins', () => {
  it('are the runtime role and GoTrue\'s, neither a superuser nor audit_log\'s owner', async () => {
    const [runtime] = await logins.api_runtime<{ me: string; super: boolean }[]>`
      select current_user as me, (select rolsuper from pg_roles where rolname = current_user) as super`
    const [auth] = await logins.supabase_auth_admin<{ me: string; super: boolean }[]>`
      select current_user as me, (select rolsuper from pg_roles where rolname = current_user) as super`
    const [owner] = await admin<{ owner: string }[]>`select pg_get_userbyid(relowner) as owner from pg_class where oid = 'public.audit_log'::regclass`
    expect(runtime).toEqual({ me: 'api_runtime', super: false })
    expect(auth).toEqual({ me: 'supabase_auth_admin', super: false })
    expect(owner!.owner).not.toMatch(/^(api_runtime|supabase_auth_admin)$/)
  })

  for (const role of ['api_runtime', 'supabase_auth_admin'] as const) {
    it(`${role}: no update, delete or truncate of an entry, switch on or off; no trigger set aside; the owner out of reach`, async () => {
      const id = await oldEntry()
      const attempts = [
        `update public.audit_log set action = 'x.y' where id = ${id}`,
        `delete from public.audit_log where id = ${id}`,
        `select set_config('app.audit_retention', 'on', true); delete from public.audit_log where id = ${id}`,
        'truncate public.audit_log',
        'alter table public.audit_log disable trigger audit_log_append_only',
        'alter table public.audit_log disable trigger all',
        'drop trigger audit_log_append_only on public.audit_log',
        'set role postgres',
      ]
      for (const statement of attempts) expect(await refusal(role, statement), statement).toBe('42501')
      const [kept] = await admin`select action from public.audit_log where id = ${id}`
      expect(kept).toEqual({ action: 'test.entry' })
    })
  }

  it('api_runtime: retention under 365 days is refused, and the entries younger than the floor stay', async () => {
    expect(await refusal('api_runtime', 'select private.run_audit_retention(30)')).toBe('22023')
    const [young] = await admin<{ id: string }[]>`insert into public.audit_log (action, record_type, record_id, occurred_at)
      values ('test.entry', 'test', ${unique()}, now() - interval '364 days') returning id::text`
    await logins.api_runtime`select private.run_audit_retention(365)`
    expect(await admin`select 1 from public.audit_log where id = ${young!.id}`).toHaveLength(1)
  })

  it('api_runtime reads auth.* only through its functions: the tables refuse it, the functions answer', async () => {
    for (const table of ['auth.users', 'auth.mfa_factors', 'auth.sessions']) {
      expect(await refusal('api_runtime', `select 1 from ${table} limit 1`), table).toBe('42501')
    }
    const people = await admin.begin(createPeople)
    const [factor] = await admin<{ id: string }[]>`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
      values (gen_random_uuid(), ${people.user}, 'Phone', 'totp', 'verified', now(), now(), 'SECRET'),
        (gen_random_uuid(), ${people.user}, 'Tablet', 'totp', 'unverified', now(), now(), 'SECRET') returning id::text`
    const factors = await logins.api_runtime`select id::text, friendly_name from private.verified_factors(${people.user}::uuid)`
    expect(factors).toEqual([{ id: factor!.id, friendly_name: 'Phone' }])
    const [email] = await logins.api_runtime`select email from private.account_email(${people.user}::uuid)`
    const [user] = await admin`select email from auth.users where id = ${people.user}`
    expect(email).toEqual({ email: user!.email })
    // staff only (people.user is no staff member); createPeople gave the admin one authenticator
    const staff = await logins.api_runtime`select user_id::text, authenticators from private.staff_accounts()
      where user_id in (${people.admin}, ${people.user})`
    expect(staff).toEqual([{ user_id: people.admin, authenticators: 1 }])
  })

  it('the per-request roles cannot call the reads of auth.*', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      expect(await refusal('api_runtime', `set local role ${role}; select * from private.staff_accounts()`), role).toBe('42501')
    }
  })
})
