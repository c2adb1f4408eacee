// Helpers for the database tests: rolled-back cases that build their own fixtures as the
// superuser, then act as one API caller (the way /api does: set_config role + JWT claims).
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { inject } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'

export { superuser, type Sql }
export type Tx = postgres.TransactionSql

export const ROLES = ['anon', 'user', 'admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

/** The callers of one case: a signed-in non-admin, an admin and a super_admin. */
export type People = Record<Exclude<Role, 'anon'>, string>

class Rollback extends Error {}

/** Runs fn in a transaction that is always rolled back; returns fn's value or its error. */
export async function rolledBack<T>(sql: Sql, fn: (tx: Tx) => Promise<T>): Promise<{ value?: T; error?: DbError }> {
  let value: T | undefined
  try {
    await sql.begin(async (tx) => {
      value = await fn(tx)
      throw new Rollback()
    })
  } catch (error) {
    if (error instanceof Rollback) return { value }
    return { error: error as DbError }
  }
  return { value }
}

export type DbError = Error & { code?: string }

/** Creates an auth.users row (and an admin_users row when a role is given). */
export async function createUser(tx: Tx, adminRole?: 'admin' | 'super_admin'): Promise<string> {
  const id = randomUUID()
  const email = `user-${id.slice(0, 8)}@example.test`
  await tx`insert into auth.users (id, aud, role, email) values (${id}, 'authenticated', 'authenticated', ${email})`
  if (adminRole) {
    await tx`insert into public.admin_users (user_id, username, role) values (${id}, ${email}, ${adminRole})`
  }
  return id
}

/** A signed-in non-admin, and an admin and a super_admin who have each set up an authenticator. */
export async function createPeople(tx: Tx): Promise<People> {
  const people = {
    user: await createUser(tx),
    admin: await createUser(tx, 'admin'),
    super_admin: await createUser(tx, 'super_admin'),
  }
  await addFactor(tx, people.admin)
  await addFactor(tx, people.super_admin)
  return people
}

/**
 * Switches the rest of the transaction to the API role and claims of this caller. Staff act
 * with their second step done (aal2): two-step sign-in is required (20261207130000).
 */
export async function actAs(tx: Tx, role: Role, people: People): Promise<void> {
  const claims =
    role === 'anon'
      ? { role: 'anon' }
      : {
          sub: people[role], role: 'authenticated', aud: 'authenticated', email: `${role}@example.test`,
          aal: role === 'user' ? 'aal1' : 'aal2',
        }
  const dbRole = role === 'anon' ? 'anon' : 'authenticated'
  await tx`select set_config('role', ${dbRole}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
}

/** Gives an account a TOTP factor, as GoTrue keeps it in auth.mfa_factors. */
export async function addFactor(tx: Tx, userId: string, status: 'verified' | 'unverified' = 'verified'): Promise<void> {
  await tx`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
    values (${randomUUID()}, ${userId}, ${`phone ${unique()}`}, 'totp', ${status}, now(), now(), 'JBSWY3DPEHPK3PXP')`
}

/** Switches the rest of the transaction to `authenticated` with this account's token at `aal`. */
export async function actWithAal(tx: Tx, userId: string, aal: 'aal1' | 'aal2'): Promise<void> {
  const claims = { sub: userId, role: 'authenticated', aud: 'authenticated', aal, session_id: randomUUID() }
  await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
}

/** Back to the superuser (the session user) inside the same transaction. */
export async function actAsSuperuser(tx: Tx): Promise<void> {
  await tx`reset role`
  await tx`select set_config('request.jwt.claims', '', true)`
}

/** A short unique suffix for slugs and e-mails made by a test. */
export function unique(): string {
  return randomUUID().replaceAll('-', '').slice(0, 12)
}

/** Inserts an event as the superuser and returns its id. Dates are offsets from now in hours. */
export async function createEvent(
  tx: Tx | Sql,
  opts: {
    published?: boolean; startsInHours?: number; deadlineInHours?: number | null; capacity?: number | null
    /** goes public this many hours from now (null: at once) */
    publishInHours?: number | null
  } = {},
): Promise<string> {
  const { published = true, startsInHours = 24 * 7, deadlineInHours = null, capacity = null, publishInHours = null } = opts
  const slug = `test-event-${unique()}`
  const [row] = await tx<{ id: string }[]>`
    insert into public.events (slug, title, description, event_date, location, max_capacity, registration_deadline,
      published, publish_at)
    values (${slug}, 'Test event', 'An event made by a test.', now() + make_interval(hours => ${startsInHours}),
            'Livingston, NJ', ${capacity},
            case when ${deadlineInHours}::int is null then null else now() + make_interval(hours => ${deadlineInHours}::int) end,
            ${published}, now() + make_interval(hours => ${publishInHours}::int))
    returning id`
  return row!.id
}

/** A new, empty database in the test server (for the runner and the seed); drop it after. */
export async function scratchDatabase(): Promise<{ url: string; sql: Sql; drop: () => Promise<void> }> {
  const name = `scratch_${unique()}`
  const admin = superuser(1)
  await admin.unsafe(`create database ${name}`)
  const url = new URL(inject('dbUrl'))
  url.pathname = `/${name}`
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} })
  return {
    url: url.toString(),
    sql,
    drop: async () => {
      await sql.end()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

// The CDN purge queue is append-only (no change waits for another's): other files' changes commit
// entries meanwhile, so a test reads and clears only the entries its own transaction wrote.
const OWN_PURGE_ENTRIES = 'xmin::text::bigint = txid_current() % 4294967296'

/** The tags this transaction queued for a purge, each once, in order. */
export const ownQueuedTags = async (tx: Tx): Promise<string[]> =>
  (await tx<{ tag: string }[]>`select distinct tag from private.cdn_purge_queue where ${tx.unsafe(OWN_PURGE_ENTRIES)} order by tag`).map((r) => r.tag)

/** Forgets what this transaction queued so far. */
export const clearOwnQueuedTags = async (tx: Tx): Promise<void> => {
  await tx`delete from private.cdn_purge_queue where ${tx.unsafe(OWN_PURGE_ENTRIES)}`
}

/** The drain's come-due check, run as if it last ran `sinceAgo` ago: how many came due, and the tags it queued. */
export async function comeDueCheck(tx: Tx, sinceAgo: string): Promise<{ due: number; queued: string[] }> {
  await clearOwnQueuedTags(tx)
  await tx`update private.cdn_purge_state set due_checked_at = now() - ${sinceAgo}::interval`
  const [row] = await tx<{ due: number }[]>`select private.queue_content_come_due() as due`
  return { due: row!.due, queued: await ownQueuedTags(tx) }
}
