// POST /api/admin/exports/{contacts|newsletter|donations|registrations|audit|applications}
// (admins; the audit trail super_admins only): the CSV file of a list, made here from what the
// caller may read (row-level security) and recorded in the audit trail ('export.csv': the list,
// the rows, the filters) in the same transaction, so no file leaves unrecorded and no entry
// claims a file that was not made (issue 57 item 4). A list longer than EXPORT_MAX_ROWS gives
// its newest rows and says so in a header; the browser only saves the file.
import { Hono } from 'hono';
import type { z } from 'zod';
import type { ContactSubmission } from '../contract/contact.ts';
import { type CsvColumn, toCsv } from '../contract/csv.ts';
import {
  applicationsExportSchema, auditTrailExportSchema, contactsExportSchema, donationsExportSchema, EXPORT_MAX_ROWS, EXPORT_ROWS_HEADER,
  EXPORT_TRUNCATED_HEADER, type ExportKind, newsletterExportSchema, registrationsExportSchema,
} from '../contract/exports.ts';
import { readAll } from '../applications/rows.ts';
import type { NewsletterSignup } from '../contract/newsletter.ts';
import { requireAdmin } from '../auth/admin.ts';
import { logAudit } from '../db/audit.ts';
import type { Tx } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import {
  APPLICATION_COLUMNS, AUDIT_COLUMNS, CONTACT_COLUMNS, DONATION_COLUMNS, NEWSLETTER_COLUMNS, REGISTRATION_COLUMNS,
} from '../exports/columns.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { validBody } from '../http/validate.ts';
import { ORG_TIME_ZONE } from '../mail/templates/context.ts';
import { readAuditEntries } from './admin-audit.ts';
import { readDonations } from './admin-donations.ts';
import { ADMIN_EVENT_NOT_FOUND, readRegistrations } from '../events/admin-rows.ts';
import { assertSuperAdmin } from './admin-team.ts';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Timestamps as the list's JSON has them (ISO 8601, UTC). */
const plain = <T extends object>(rows: readonly T[]): T[] =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as T);

/** yyyy-MM-dd in New Jersey, for file names. */
const today = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ORG_TIME_ZONE }).format(now);

interface Made<T> {
  /** at most EXPORT_MAX_ROWS + 1: one more says the list was longer than the file */
  rows: T[];
  /** the file's name without .csv */
  name: string;
  /** the exported record (an event), when the list is one record's */
  recordId?: string;
}

/**
 * Reads the rows under the caller's role, records the export, and answers the file. The
 * filters recorded leave out a search's text (it may be a person's name or e-mail).
 */
async function exportCsv<T extends object>(
  c: AppContext, kind: ExportKind, columns: readonly CsvColumn<T>[], filters: Record<string, unknown>,
  read: (tx: Tx) => Promise<Made<T>>,
) {
  const { search, ...kept } = filters;
  const made = await withCaller(c, async (tx) => {
    const result = await read(tx);
    const rows = result.rows.slice(0, EXPORT_MAX_ROWS);
    await logAudit(tx, 'export.csv', kind, result.recordId ?? null, { rows: rows.length, filters: { ...kept, ...(search ? { searched: true } : {}) } });
    return { ...result, rows, truncated: result.rows.length > rows.length };
  });
  return c.body(`\uFEFF${toCsv(plain(made.rows), columns)}`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${made.name}.csv"`,
    [EXPORT_ROWS_HEADER]: String(made.rows.length),
    [EXPORT_TRUNCATED_HEADER]: String(made.truncated),
  });
}

function readContacts(tx: Tx, f: z.output<typeof contactsExportSchema>) {
  const order = {
    'date-newest': tx`created_at desc, id`,
    'date-oldest': tx`created_at asc, id`,
    'name-asc': tx`lower(name) asc, created_at desc`,
    'name-desc': tx`lower(name) desc, created_at desc`,
    'subject-asc': tx`lower(subject) asc, created_at desc`,
    'subject-desc': tx`lower(subject) desc, created_at desc`,
  }[f.sort];
  return tx<ContactSubmission[]>`
    select id, name, email, phone, subject, message, status, created_at as "createdAt"
    from public.contact_submissions
    where true
      ${f.status ? tx`and status = ${f.status}` : tx``}
      ${f.from ? tx`and created_at >= ${f.from}::timestamptz` : tx``}
      ${f.to ? tx`and created_at <= ${f.to}::timestamptz` : tx``}
      ${f.search ? tx`and (name ilike ${like(f.search)} or email ilike ${like(f.search)} or subject ilike ${like(f.search)}
        or message ilike ${like(f.search)})` : tx``}
    order by ${order} limit ${EXPORT_MAX_ROWS}`;
}

export function adminExportsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.post('/contacts', async (c) => {
    const f = await validBody(c, contactsExportSchema);
    return exportCsv(c, 'contacts', CONTACT_COLUMNS, f, async (tx) =>
      ({ rows: await readContacts(tx, f), name: `contact-submissions-${today(c.get('deps').clock())}` }));
  });

  app.post('/newsletter', async (c) => {
    const f = await validBody(c, newsletterExportSchema);
    return exportCsv(c, 'newsletter', NEWSLETTER_COLUMNS, f, async (tx) => ({
      rows: await tx<NewsletterSignup[]>`
        select id, email, created_at as "createdAt" from public.newsletter_signups order by created_at desc, id limit ${EXPORT_MAX_ROWS}`,
      name: `newsletter-signups-${today(c.get('deps').clock())}`,
    }));
  });

  app.post('/donations', async (c) => {
    const f = await validBody(c, donationsExportSchema);
    return exportCsv(c, 'donations', DONATION_COLUMNS, f, async (tx) =>
      ({ rows: await readDonations(tx, f, EXPORT_MAX_ROWS), name: `donations-${today(c.get('deps').clock())}` }));
  });

  app.post('/registrations', async (c) => {
    const f = await validBody(c, registrationsExportSchema);
    return exportCsv(c, 'registrations', REGISTRATION_COLUMNS, f, async (tx) => {
      const rows = await readRegistrations(tx, f.eventId);
      const [event] = await tx<{ slug: string }[]>`select slug from public.events where id = ${f.eventId}`;
      if (!rows || !event) throw notFound(ADMIN_EVENT_NOT_FOUND);
      return { rows, name: `registrations-${event.slug}`, recordId: f.eventId };
    });
  });

  // the person filter is part of an e-mail: recorded only as "searched"
  app.post('/audit', async (c) => {
    const { person, ...f } = await validBody(c, auditTrailExportSchema);
    return exportCsv(c, 'audit', AUDIT_COLUMNS, { ...f, search: person }, async (tx) => {
      await assertSuperAdmin(tx);
      return { rows: await readAuditEntries(tx, { ...f, person }, EXPORT_MAX_ROWS + 1), name: `audit-trail-${today(c.get('deps').clock())}` };
    });
  });

  app.post('/applications', async (c) => {
    const { q, ...f } = await validBody(c, applicationsExportSchema);
    return exportCsv(c, 'applications', APPLICATION_COLUMNS, { ...f, search: q }, async (tx) =>
      ({ rows: await readAll(tx, { ...f, q }, EXPORT_MAX_ROWS + 1), name: `applications-${today(c.get('deps').clock())}` }));
  });

  return app;
}
