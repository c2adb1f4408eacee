// The RLS matrix's cases for applications (issue 35): admins read, update and delete every
// application; visitors and signed-in non-admins see none, and nobody but the service role
// inserts one (private.submit_application(), called by /api).
import type { Role, Tx } from './helpers.ts'
import type { Expectation, TableCase } from './rls-types.ts'

/** An application as the superuser makes it (a general one with a CV, or a volunteer one). */
export async function applicationRow(tx: Tx, kind: 'general' | 'volunteer'): Promise<string> {
  const cv = kind === 'general' ? `${crypto.randomUUID()}.pdf` : null
  const [row] = await tx<{ id: string }[]>`insert into public.applications
      (kind, name, email, phone, heard_about, availability, cv_path, cv_type)
    values (${kind}, 'Alex Applicant', ${`alex-${crypto.randomUUID()}@example.org`}, '555-010-0199', 'Our website',
      'Weekday mornings', ${cv}, ${cv ? 'application/pdf' : null}) returning id`
  return row!.id
}

export const APPLICATION_TABLES: Record<string, TableCase> = {
  applications: {
    idColumn: 'id',
    fixture: async (tx) => ({ rows: { general: await applicationRow(tx, 'general'), volunteer: await applicationRow(tx, 'volunteer') } }),
    insert: (tx) => tx`insert into public.applications (kind, name, email, phone, heard_about, availability)
      values ('volunteer', 'Sam', 'sam@example.org', '555-010-0100', 'Other', 'Weekends')`,
    update: { set: `notes = 'Called back'`, changed: `notes = 'Called back'` },
  },
}

const D = 'denied' as const
export const APPLICATION_EXPECTATIONS: Record<string, Record<Role, Expectation>> = {
  applications: {
    anon: { select: D, insert: D, update: D, delete: D },
    user: { select: [], insert: D, update: [], delete: [] },
    admin: { select: '*', insert: D, update: '*', delete: '*' },
    super_admin: { select: '*', insert: D, update: '*', delete: '*' },
  },
}
