// Everything the API roles may execute or write, written out: the Data API is closed
// (supabase/config.toml), so these grants exist only for /api's per-request role, and any
// new one has to be added here on purpose. /api's own role, api_runtime, holds the service
// role's grants (checked below). Covers every schema the migrations own (all but
// PostgreSQL's and the platform's): functions (EXECUTE), tables and views (INSERT, UPDATE,
// DELETE, TRUNCATE, or INSERT/UPDATE on some columns), sequences (USAGE, UPDATE).
import { readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { superuser } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

/**
 * Schemas PostgreSQL or the platform (Supabase, or the local shim) provides. Storage grants every
 * API role all of storage.objects itself; our policies there are proven by storage-side-doors.test.ts.
 */
const NOT_OURS = ['information_schema', 'extensions', 'auth', 'supabase_migrations', 'storage']

const FAMILY = '(p_event_id uuid, p_attendee_name text, p_attendee_email text, p_attendee_phone text,'
  + ' p_number_of_guests integer, p_special_requests text, p_accommodations text)'

/** What a visitor's form posts need (policies narrow the rows). */
const VISITOR = [
  'execute public.event_seats_taken(p_event_id uuid)',
  `execute public.join_waitlist${FAMILY}`,
  `execute public.register_for_event${FAMILY}`,
  'execute public.subscribe_newsletter(p_email text)',
  // the scheduler's heartbeat /api/health reports (issue 58)
  'execute public.scheduler_heartbeat()',
  // the site search (issue 60): security definer over the private index, showing only live rows (20261209300000)
  'execute public.search_site(p_query text, p_lang text, p_limit integer)',
  // the same with the language of the page the visitor used (issue 36 item 5)
  `execute public.join_waitlist${FAMILY.replace(')', ', p_locale text)')}`,
  `execute public.register_for_event${FAMILY.replace(')', ', p_locale text)')}`,
  // several dates of a series at once, all or nothing, through register_for_event (issue 61)
  'execute public.register_for_series(p_series_id uuid, p_event_ids uuid[], p_attendee_name text, p_attendee_email text,'
    + ' p_attendee_phone text, p_number_of_guests integer, p_special_requests text, p_accommodations text, p_locale text)',
  'execute public.subscribe_newsletter(p_email text, p_locale text)',
  'insert (email) public.newsletter_signups',
  'insert (name, email, phone, subject, message, locale) public.contact_submissions',
]

const CONTENT_COLLECTIONS = ['accreditations', 'board_members', 'emergency_contacts', 'external_resources', 'faqs',
  'hero_slides', 'job_openings', 'locations', 'partners', 'volunteer_roles']

const EXPECTED: Record<'anon' | 'authenticated', string[]> = {
  anon: [...VISITOR].sort(),
  // + what admins do in the admin area; RLS gives a signed-in non-admin none of it
  authenticated: [
    ...VISITOR,
    'delete public.admin_users',
    'delete public.blog_posts',
    'delete public.contact_submissions',
    'delete public.events',
    'delete public.event_series',
    'delete public.newsletter_signups',
    'delete public.notification_recipients',
    'delete public.services',
    'execute private.is_admin()',
    'execute private.is_key_components(value jsonb)',
    // the sensory profile's shape CHECK on events and locations (20261210100000)
    'execute private.is_sensory_profile(value jsonb)',
    'execute private.is_sensory_text(value jsonb, max_length integer)',
    'execute private.is_super_admin()',
    // the aal rule of issue 34 inside is_admin() / is_super_admin()
    'execute private.two_step_satisfied()',
    // staff functions that check is_admin() / is_super_admin() themselves (42501 otherwise)
    'execute public.resend_donation_receipt(p_donation_id uuid)',
    'execute public.send_year_end_statements(p_year integer)',
    'execute public.set_registration_check_in(p_registration_id uuid, p_checked_in boolean)',
    'execute public.staff_cancel_event(p_event_id uuid)',
    'execute public.staff_cancel_registration(p_registration_id uuid)',
    'execute public.staff_offer_waitlist(p_waitlist_id uuid)',
    'execute public.staff_remove_waitlist(p_waitlist_id uuid)',
    'insert public.admin_users',
    'insert public.blog_posts',
    'insert public.events',
    'insert public.event_series',
    'insert public.notification_recipients',
    'insert public.services',
    'update (email) public.newsletter_signups',
    'update (status) public.contact_submissions',
    'update public.admin_users',
    'update public.blog_posts',
    'update public.events',
    'update public.event_series',
    'update public.notification_recipients',
    'update public.services',
    // the site's content (issue 32): the collections, one document per page, the settings row
    ...CONTENT_COLLECTIONS.flatMap((t) => [`delete public.${t}`, `insert public.${t}`, `update public.${t}`]),
    'update public.page_documents',
    'update public.site_settings',
    // the media library (issue 33)
    ...['media_assets', 'media_files'].flatMap((t) => [`delete public.${t}`, `insert public.${t}`, `update public.${t}`]),
    'execute private.media_release_in_force(m media_assets)',
    // two-step sign-in for every staff account (issue 34): a super_admin's switch
    'update (require_two_step, updated_by) public.staff_security_settings',
    // staff sessions (issue 34): each checks is_admin() / is_super_admin(); the audit trail's
    // hook, log_audit(), is /api's own since issue 57 (a staff token cannot write entries)
    'execute public.end_my_other_sessions()',
    'execute public.end_my_session(p_session_id uuid)',
    'execute public.end_staff_sessions(p_user_id uuid)',
    'execute public.my_sessions()',
    // applications (issue 35): admins change status and notes and delete (RLS); the CV's path
    // for a link or a download, audited (checks is_admin() itself)
    'delete public.applications',
    'update (status, notes) public.applications',
    // staff content in Spanish (issue 36): RLS lets admins only
    'delete public.content_translations',
    'insert public.content_translations',
    'update public.content_translations',
    'execute public.application_cv(p_id uuid, p_event text)',
    // what people search for (issue 60): the month's summary, checks is_admin() itself
    'execute public.site_search_summary(p_since date, p_limit integer)',
  ].sort(),
}

/**
 * What api_runtime alone may execute or write: its reads of auth.* (no grant on auth.* works on
 * hosted) and the two-step codes already accepted.
 */
const RUNTIME_AUTH_READS = [
  'execute private.account_email(p_user_id uuid)',
  'execute private.staff_accounts()',
  'execute private.verified_factors(p_user_id uuid)',
  'insert private.used_totp_codes',
  'delete private.used_totp_codes',
]

async function grantsOf(role: string): Promise<string[]> {
  const rows = await sql<{ grant: string }[]>`
    with ours as (
      select oid, nspname from pg_namespace
      where nspname <> all(${NOT_OURS}) and nspname not like 'pg\\_%'
    ),
    writes(priv) as (values ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE')),
    column_writes(priv) as (values ('INSERT'), ('UPDATE')),
    sequence_uses(priv) as (values ('USAGE'), ('UPDATE'))
    select format('execute %I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as grant
    from pg_proc p join ours n on n.oid = p.pronamespace
    where has_function_privilege(${role}, p.oid, 'EXECUTE')
    union all
    select format('%s %I.%I', lower(w.priv), n.nspname, t.relname)
    from pg_class t join ours n on n.oid = t.relnamespace, writes w
    where t.relkind in ('r', 'p', 'v', 'm', 'f') and has_table_privilege(${role}, t.oid, w.priv)
    union all
    select format('%s (%s) %I.%I', lower(w.priv), string_agg(quote_ident(a.attname), ', ' order by a.attnum), n.nspname, t.relname)
    from pg_class t join ours n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped, column_writes w
    where t.relkind in ('r', 'p', 'v', 'm', 'f') and not has_table_privilege(${role}, t.oid, w.priv)
      and has_column_privilege(${role}, t.oid, a.attnum, w.priv)
    group by w.priv, n.nspname, t.relname
    union all
    select format('%s %I.%I', lower(u.priv), n.nspname, s.relname)
    from pg_class s join ours n on n.oid = s.relnamespace, sequence_uses u
    where s.relkind = 'S' and has_sequence_privilege(${role}, s.oid, u.priv)`
  return rows.map((r) => r.grant).sort()
}

describe('what the API roles may execute or write', () => {
  it.each(['anon', 'authenticated'] as const)('%s: exactly the grants written here', async (role) => {
    expect(await grantsOf(role)).toEqual(EXPECTED[role])
  })

  // issue 57: the role /api and notify connect as holds the service role's rights and the reads
  // of auth.* made for it alone (migration 20261208100000; inherited: it becomes anon and
  // authenticated per request), so nothing on its own paths can change or remove an audit entry
  // (audit-append-only.test.ts)
  it('api_runtime: exactly the service role\'s grants and its reads of auth.*, none of them on audit_log but insert', async () => {
    const runtime = await grantsOf('api_runtime')
    expect(runtime).toEqual([...(await grantsOf('service_role')), ...RUNTIME_AUTH_READS].sort())
    expect(runtime.filter((g) => g.endsWith('public.audit_log'))).toEqual(['insert public.audit_log'])
  })

  it('is not exposed through the Data API (supabase/config.toml)', async () => {
    const toml = await readFile(new URL('../../config.toml', import.meta.url), 'utf8')
    const api = /^\[api\]\n([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? ''
    expect(api).toMatch(/^enabled = false$/m)
    expect(api).toMatch(/^schemas = \[\]$/m)
  })
})
