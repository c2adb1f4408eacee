// The RLS matrix: for every public table and every caller, what select, insert, update and
// delete may do. Keys name fixture rows (see rls-tables.ts); '*' means every fixture row
// (for update/delete: every targeted row); 'denied' means the statement fails with
// insufficient_privilege (42501: no grant, or a row refused by a policy); [] means the
// statement runs but sees or touches no row.
import type { Role } from './helpers.ts'
import { APPLICATION_EXPECTATIONS } from './rls-application-tables.ts'
import { MEDIA_EXPECTATIONS } from './rls-media-tables.ts'
import type { Expectation, Outcome } from './rls-types.ts'

const e = (select: Outcome, insert: 'ok' | 'denied', update: Outcome, del: Outcome): Expectation => ({
  select,
  insert,
  update,
  delete: del,
})
const D = 'denied' as const
const NONE: string[] = []

/** Published content: anyone reads published rows; admins read and write everything. */
const publishedContent: Record<Role, Expectation> = {
  anon: e(['published'], D, D, D),
  user: e(['published'], D, NONE, NONE),
  admin: e('*', 'ok', '*', '*'),
  super_admin: e('*', 'ok', '*', '*'),
}

/** A page's document and the settings row: everyone reads them; admins only update them. */
const pageOrSettings: Record<Role, Expectation> = {
  anon: e('*', D, D, D),
  user: e('*', D, NONE, D),
  admin: e('*', D, '*', D),
  super_admin: e('*', D, '*', D),
}

/** Public forms: anyone inserts; admins read and update; only super_admin deletes. */
const publicForm: Record<Role, Expectation> = {
  anon: e(D, 'ok', D, D),
  user: e(NONE, 'ok', NONE, NONE),
  admin: e('*', 'ok', '*', NONE),
  super_admin: e('*', 'ok', '*', '*'),
}

/** Service-role only: no grants at all for the API roles. */
const serviceOnly: Record<Role, Expectation> = {
  anon: e(D, D, D, D),
  user: e(D, D, D, D),
  admin: e(D, D, D, D),
  super_admin: e(D, D, D, D),
}

export const EXPECTATIONS: Record<string, Record<Role, Expectation>> = {
  admin_users: {
    anon: e(D, D, D, D),
    user: e(NONE, D, NONE, NONE),
    admin: e(['admin'], D, NONE, NONE),
    super_admin: e('*', 'ok', '*', '*'),
  },
  services: publishedContent,
  blog_posts: publishedContent,
  events: publishedContent,
  // a series is public once one of its dates is (issue 61)
  event_series: publishedContent,
  event_registrations: {
    anon: e(D, D, D, D),
    user: e(NONE, D, D, D),
    admin: e('*', D, D, D),
    super_admin: e('*', D, D, D),
  },
  event_waitlist: {
    anon: e(D, D, D, D),
    user: e(NONE, D, D, D),
    admin: e('*', D, D, D),
    super_admin: e('*', D, D, D),
  },
  contact_submissions: publicForm,
  newsletter_signups: publicForm,
  notification_recipients: {
    anon: e(D, D, D, D),
    user: e(NONE, D, NONE, NONE),
    admin: e('*', 'ok', '*', '*'),
    super_admin: e('*', 'ok', '*', '*'),
  },
  donations: {
    anon: e(D, D, D, D),
    user: e(NONE, D, D, D),
    admin: e('*', D, D, D),
    super_admin: e('*', D, D, D),
  },
  donation_subscriptions: {
    anon: e(D, D, D, D),
    user: e(NONE, D, D, D),
    admin: e('*', D, D, D),
    super_admin: e('*', D, D, D),
  },
  year_end_statements: {
    anon: e(D, D, D, D),
    user: e(NONE, D, D, D),
    admin: e('*', D, D, D),
    super_admin: e('*', D, D, D),
  },
  email_outbox: serviceOnly,
  job_openings: {
    // a job past its closing date is off the public site, like a draft
    anon: e(['published'], D, D, D),
    user: e(['published'], D, NONE, NONE),
    admin: e('*', 'ok', '*', '*'),
    super_admin: e('*', 'ok', '*', '*'),
  },
  volunteer_roles: publishedContent,
  faqs: publishedContent,
  external_resources: publishedContent,
  locations: publishedContent,
  emergency_contacts: publishedContent,
  hero_slides: publishedContent,
  partners: publishedContent,
  accreditations: publishedContent,
  board_members: publishedContent,
  content_translations: publishedContent,
  ...MEDIA_EXPECTATIONS,
  ...APPLICATION_EXPECTATIONS,
  page_documents: pageOrSettings,
  site_settings: pageOrSettings,
  /** One row loaded by the migration; only a super_admin turns the staff-wide rule on or off. */
  staff_security_settings: {
    anon: e(D, D, D, D),
    user: e(NONE, D, NONE, D),
    admin: e('*', D, NONE, D),
    super_admin: e('*', D, '*', D),
  },
  content_revisions: {
    anon: e(D, D, D, D),
    user: e(NONE, D, D, D),
    admin: e('*', D, D, D),
    super_admin: e('*', D, D, D),
  },
  // append-only (issue 34): written by triggers and security definer functions; only the
  // retention job removes entries
  audit_log: {
    anon: e(D, D, D, D),
    user: e(NONE, D, D, D),
    admin: e(NONE, D, D, D),
    super_admin: e('*', D, D, D),
  },
}
