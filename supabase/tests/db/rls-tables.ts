// How the RLS matrix exercises each public table: the rows a case starts with (made as the
// superuser), one insert as the caller, and one update whose effect can be seen afterwards.
import { createEvent, createUser, unique, type Tx } from './helpers.ts'
import { APPLICATION_TABLES } from './rls-application-tables.ts'
import { MEDIA_TABLES } from './rls-media-tables.ts'
import type { TableCase } from './rls-types.ts'

const ids = async (rows: Promise<{ id: string }[]>) => (await rows)[0]!.id

async function service(tx: Tx, published: boolean) {
  const slug = `test-service-${unique()}`
  return ids(tx`insert into public.services (slug, title, description, overview, approach, key_components,
      staff_training, goals, commitment, published)
    values (${slug}, 'Test service', 'd', 'o', 'a', '[{"name":"n","description":"d"}]', 's', 'g', 'c', ${published})
    returning id`)
}

/** publishInHours: a published post scheduled to go live that many hours from now. */
async function post(tx: Tx, published: boolean, publishInHours: number | null = null) {
  const slug = `test-post-${unique()}`
  return ids(tx`insert into public.blog_posts (slug, title, excerpt, content, published, publish_at)
    values (${slug}, 'Test post', 'e', 'Body.', ${published},
      now() + make_interval(hours => ${publishInHours}::int)) returning id`)
}

async function contact(tx: Tx, status: string) {
  return ids(tx`insert into public.contact_submissions (name, email, subject, message, status)
    values ('Test Person', ${`c-${unique()}@example.test`}, 'A subject', 'A message body', ${status}) returning id`)
}

const email = () => `m-${unique()}@example.test`

/** A Spanish translation of some FAQ (the key is the row's id; nothing checks that it exists): its key. */
async function translation(tx: Tx, status: 'draft' | 'published') {
  const key = unique()
  await tx`insert into public.content_translations (subject, subject_key, locale, fields, source, status)
    values ('faqs', ${key}, 'es', '{"question": "¿Una pregunta?"}', '{"question": "A question?"}', ${status})`
  return key
}

/**
 * A series (issue 61) with one date, published or a draft: visitors see a series once a date of it
 * is public. Its id.
 */
async function series(tx: Tx, published: boolean) {
  const id = await ids(tx`insert into public.event_series (slug, recurrence, rrule)
    values (${`test-series-${unique()}`}, '{"frequency": "weekly"}', 'RRULE:FREQ=WEEKLY;COUNT=1;BYDAY=TU') returning id`)
  const event = await createEvent(tx, { published })
  await tx`update public.events set series_id = ${id}, series_date = current_date + 7 where id = ${event}`
  return id
}

/** The content collections (issue 32): the columns and values of a valid row of each. */
const COLLECTION_ROWS: Record<string, [columns: string, values: string]> = {
  job_openings: ['title, department, employment_type, location, description', `'T', 'D', 'Full-time', 'Newark, NJ', 'A job.'`],
  volunteer_roles: ['title, time_commitment, description, skills', `'T', 'Flexible', 'A role.', '{Patience}'`],
  faqs: ['question, answer', `'A question?', 'An answer.'`],
  external_resources: ['name, description, url, category', `'N', 'D', 'https://example.org/', 'Support'`],
  locations: ['name, hours', `'An office', '[]'`],
  emergency_contacts: ['title, phone, description', `'T', '911', 'D'`],
  hero_slides: ['image_src, alt', `'/images/x.svg', 'An image'`],
  partners: ['name, logo_src, logo_width', `'P', '/images/p.svg', 100`],
  accreditations: ['label, detail, badge_src', `'L', 'D', '/images/b.svg'`],
  board_members: ['name, role', `'A Person', 'Treasurer'`],
}

async function contentRow(tx: Tx, table: string, published: boolean, extra = { columns: '', values: '' }) {
  const [columns, values] = COLLECTION_ROWS[table]!
  return ids(tx.unsafe(`insert into public.${table} (${columns}, published${extra.columns})
    values (${values}, ${published}${extra.values}) returning id`) as unknown as Promise<{ id: string }[]>)
}

/** Each collection: a published and a draft row; jobs also one whose closing date has passed. */
const collections: Record<string, TableCase> = Object.fromEntries(Object.keys(COLLECTION_ROWS).map((table) => [table, {
  idColumn: 'id',
  fixture: async (tx: Tx) => ({
    rows: {
      published: await contentRow(tx, table, true),
      draft: await contentRow(tx, table, false),
      ...(table === 'job_openings'
        ? { expired: await contentRow(tx, table, true, { columns: ', closes_on', values: `, current_date - 2` }) }
        : {}),
    },
  }),
  insert: (tx: Tx) => {
    const [columns, values] = COLLECTION_ROWS[table]!
    return tx.unsafe(`insert into public.${table} (${columns}) values (${values})`)
  },
  update: { set: 'position = 999', changed: 'position = 999' },
} satisfies TableCase]))

export const TABLES: Record<string, TableCase> = {
  admin_users: {
    idColumn: 'user_id',
    fixture: async (tx, people) => ({
      rows: {
        admin: people.admin,
        super_admin: people.super_admin,
        otherAdmin: await createUser(tx, 'admin'),
        otherSuper: await createUser(tx, 'super_admin'),
      },
      extra: { candidate: await createUser(tx) },
    }),
    insert: (tx, f) =>
      tx`insert into public.admin_users (user_id, username) values (${f.extra!.candidate!}, ${email()})`,
    update: { set: `username = 'updated-' || username`, changed: `username like 'updated-%'` },
    // never the acting super_admin's own row, so the last-super_admin rule stays out of the way
    mutable: ['admin', 'otherAdmin', 'otherSuper'],
  },
  services: {
    idColumn: 'id',
    fixture: async (tx) => ({ rows: { published: await service(tx, true), draft: await service(tx, false) } }),
    insert: (tx) => service(tx, true),
    update: { set: `title = 'Updated title'`, changed: `title = 'Updated title'` },
  },
  blog_posts: {
    idColumn: 'id',
    // scheduled: published, going live tomorrow; only admins see it before then
    fixture: async (tx) => ({
      rows: { published: await post(tx, true), draft: await post(tx, false), scheduled: await post(tx, true, 24) },
    }),
    insert: (tx) => tx`insert into public.blog_posts (slug, title, content) values (${`p-${unique()}`}, 'T', 'Body.')`,
    update: { set: `title = 'Updated title'`, changed: `title = 'Updated title'` },
  },
  events: {
    idColumn: 'id',
    fixture: async (tx) => ({
      rows: {
        published: await createEvent(tx),
        draft: await createEvent(tx, { published: false }),
        scheduled: await createEvent(tx, { publishInHours: 24 }),
      },
    }),
    insert: (tx) => tx`insert into public.events (slug, title, description, event_date, location)
      values (${`e-${unique()}`}, 'T', 'D', now() + interval '1 day', 'Livingston, NJ')`,
    update: { set: `title = 'Updated title'`, changed: `title = 'Updated title'` },
  },
  event_series: {
    idColumn: 'id',
    fixture: async (tx) => ({ rows: { published: await series(tx, true), draft: await series(tx, false) } }),
    insert: (tx) => tx`insert into public.event_series (slug, recurrence, rrule)
      values (${`s-${unique()}`}, '{}', 'RRULE:FREQ=WEEKLY;COUNT=1')`,
    update: { set: `rrule = 'RRULE:FREQ=WEEKLY;COUNT=2'`, changed: `rrule = 'RRULE:FREQ=WEEKLY;COUNT=2'` },
  },
  event_registrations: {
    idColumn: 'id',
    fixture: async (tx) => {
      const event = await createEvent(tx)
      const reg = await ids(tx`insert into public.event_registrations (event_id, attendee_name, attendee_email)
        values (${event}, 'Test Person', ${email()}) returning id`)
      return { rows: { registration: reg }, extra: { event } }
    },
    insert: (tx, f) => tx`insert into public.event_registrations (event_id, attendee_name, attendee_email)
      values (${f.extra!.event!}, 'Someone', ${email()})`,
    update: { set: `status = 'cancelled'`, changed: `status = 'cancelled'` },
  },
  event_waitlist: {
    idColumn: 'id',
    fixture: async (tx) => {
      const event = await createEvent(tx)
      const entry = await ids(tx`insert into public.event_waitlist (event_id, attendee_name, attendee_email)
        values (${event}, 'Test Person', ${email()}) returning id`)
      return { rows: { entry }, extra: { event } }
    },
    insert: (tx, f) => tx`insert into public.event_waitlist (event_id, attendee_name, attendee_email)
      values (${f.extra!.event!}, 'Someone', ${email()})`,
    update: { set: `status = 'left'`, changed: `status = 'left'` },
  },
  contact_submissions: {
    idColumn: 'id',
    fixture: async (tx) => ({ rows: { unread: await contact(tx, 'unread'), read: await contact(tx, 'read') } }),
    insert: (tx) => tx`insert into public.contact_submissions (name, email, subject, message)
      values ('Visitor', ${email()}, 'Hello there', 'I have a question.')`,
    update: { set: `status = 'responded'`, changed: `status = 'responded'` },
  },
  newsletter_signups: {
    idColumn: 'id',
    fixture: async (tx) => ({
      rows: {
        first: await ids(tx`insert into public.newsletter_signups (email) values (${email()}) returning id`),
        second: await ids(tx`insert into public.newsletter_signups (email) values (${email()}) returning id`),
      },
    }),
    insert: (tx) => tx`insert into public.newsletter_signups (email) values (${email()})`,
    update: { set: `email = 'updated-' || email`, changed: `email like 'updated-%'` },
  },
  notification_recipients: {
    idColumn: 'id',
    fixture: async (tx) => ({
      rows: {
        active: await ids(tx`insert into public.notification_recipients (name, email) values ('A', ${email()}) returning id`),
        inactive: await ids(tx`insert into public.notification_recipients (name, email, active)
          values ('B', ${email()}, false) returning id`),
      },
    }),
    insert: (tx) => tx`insert into public.notification_recipients (name, email) values ('New', ${email()})`,
    update: { set: `name = 'Updated name'`, changed: `name = 'Updated name'` },
  },
  donations: {
    idColumn: 'id',
    fixture: async (tx) => ({
      rows: {
        donation: await ids(tx`insert into public.donations (amount_cents, donor_email) values (2500, ${email()}) returning id`),
      },
    }),
    insert: (tx) => tx`insert into public.donations (amount_cents, donor_email) values (5000, ${email()})`,
    update: { set: `status = 'succeeded'`, changed: `status = 'succeeded'` },
  },
  donation_subscriptions: {
    idColumn: 'id',
    fixture: async (tx) => ({
      rows: {
        subscription: await ids(tx`insert into public.donation_subscriptions
            (stripe_subscription_id, stripe_customer_id, amount_cents, donor_email)
          values (${`sub_${unique()}`}, 'cus_test', 2500, ${email()}) returning id`),
      },
    }),
    insert: (tx) => tx`insert into public.donation_subscriptions (stripe_subscription_id, stripe_customer_id, amount_cents, donor_email)
      values (${`sub_${unique()}`}, 'cus_test', 5000, ${email()})`,
    update: { set: `status = 'active'`, changed: `status = 'active'` },
  },
  year_end_statements: {
    idColumn: 'id',
    fixture: async (tx) => ({
      rows: {
        statement: await ids(tx`insert into public.year_end_statements (donor_email, year, gift_count, total_cents)
          values (${email()}, 2020, 1, 2500) returning id`),
      },
    }),
    insert: (tx) => tx`insert into public.year_end_statements (donor_email, year, gift_count, total_cents) values (${email()}, 2021, 1, 100)`,
    update: { set: `gift_count = 99`, changed: `gift_count = 99` },
  },
  ...collections,
  ...MEDIA_TABLES,
  ...APPLICATION_TABLES,
  // one row per page and one settings row, loaded by the migration: the cases use them as they are
  page_documents: {
    idColumn: 'page',
    fixture: async () => ({ rows: { home: 'home', about: 'about' } }),
    insert: (tx) => tx`insert into public.page_documents (page, body) values ('terms', '{}')`,
    update: { set: `body = body || '{"touched": true}'`, changed: `body ? 'touched'` },
  },
  site_settings: {
    idColumn: 'id',
    fixture: async () => ({ rows: { settings: 'true' } }),
    insert: (tx) => tx`insert into public.site_settings (id, body) values (true, '{}')`,
    update: { set: `body = body || '{"touched": true}'`, changed: `body ? 'touched'` },
  },
  staff_security_settings: {
    idColumn: 'id',
    fixture: async () => ({ rows: { settings: 'true' } }),
    insert: (tx) => tx`insert into public.staff_security_settings (id) values (true)`,
    update: { set: `require_two_step = false`, changed: `not require_two_step` },
  },
  // issue 36: visitors read published translations only; admins read and write them all
  content_translations: {
    idColumn: 'subject_key',
    fixture: async (tx) => ({ rows: { published: await translation(tx, 'published'), draft: await translation(tx, 'draft') } }),
    insert: (tx) => tx`insert into public.content_translations (subject, subject_key, locale, fields, source)
      values ('faqs', ${unique()}, 'es', '{}', '{}')`,
    update: { set: `needs_review = true`, changed: `needs_review` },
  },
  content_revisions: {
    idColumn: 'id',
    fixture: async (tx) => ({
      rows: {
        revision: String(await ids(tx`insert into public.content_revisions (table_name, row_key, action, row_data)
          values ('faqs', ${crypto.randomUUID()}, 'insert', '{}') returning id`)),
      },
    }),
    insert: (tx) => tx`insert into public.content_revisions (table_name, row_key, action, row_data) values ('faqs', 'x', 'insert', '{}')`,
    update: { set: `action = 'update'`, changed: `action = 'update'` },
  },
  audit_log: {
    idColumn: 'id',
    fixture: async (tx) => ({
      rows: {
        entry: String(await ids(tx`insert into public.audit_log (action, record_type, record_id)
          values ('contact.deleted', 'contact_submission', ${crypto.randomUUID()}) returning id`)),
      },
    }),
    insert: (tx) => tx`insert into public.audit_log (action) values ('contact.deleted')`,
    update: { set: `action = 'team.removed'`, changed: `action = 'team.removed'` },
  },
  email_outbox: {
    idColumn: 'id',
    fixture: async (tx) => ({
      rows: {
        mail: String(
          await ids(tx`insert into public.email_outbox (kind, recipient) values ('generic', ${email()}) returning id`),
        ),
      },
    }),
    insert: (tx) => tx`insert into public.email_outbox (kind, recipient) values ('generic', ${email()})`,
    update: { set: `attempts = 99`, changed: `attempts = 99` },
  },
}
