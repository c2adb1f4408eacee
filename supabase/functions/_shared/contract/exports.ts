// POST /api/admin/exports/{kind} (admins): the CSV file of a list, made by /api and recorded in
// the audit trail ('export.csv') in the same transaction (issue 57 item 4). The body says which
// rows, as the list on screen shows them; the answer is text/csv with the file's name.
import { z } from 'zod';
import { applicationFiltersSchema } from './applications.ts';
import { auditFiltersSchema } from './audit.ts';
import { contactStatusSchema } from './contact.ts';
import { donationsQuerySchema } from './admin-donations.ts';

const invalid = (what: string) => ({ error: `Invalid ${what}` });
const instant = (what: string) => z.iso.datetime({ offset: true, ...invalid(what) }).optional();

export const CONTACT_SORTS = ['date-newest', 'date-oldest', 'name-asc', 'name-desc', 'subject-asc', 'subject-desc'] as const;

/** The contacts list's filters, its date buttons as instants (New Jersey days), as donations send them. */
export const contactsExportSchema = z.object({
  search: z.string().trim().max(200, invalid('search')).optional(),
  status: contactStatusSchema.optional(),
  from: instant('from date'),
  to: instant('to date'),
  sort: z.enum(CONTACT_SORTS, invalid('sort')).default('date-newest'),
});
export type ContactsExport = z.input<typeof contactsExportSchema>;

export const donationsExportSchema = donationsQuerySchema;

export const registrationsExportSchema = z.object({ eventId: z.uuid(invalid('event')) });
export type RegistrationsExport = z.infer<typeof registrationsExportSchema>;

export const newsletterExportSchema = z.object({});

/** The audit trail's filters (super_admin): a person's e-mail in part, an action, a date range. */
export const auditTrailExportSchema = auditFiltersSchema;

/** The applicants list's filters, without its page. */
export const applicationsExportSchema = applicationFiltersSchema.omit({ page: true });
export type ApplicationsExport = z.input<typeof applicationsExportSchema>;

/** Every list a CSV is made of, and the audit trail's record type for each. */
export const EXPORT_KINDS = ['contacts', 'newsletter', 'donations', 'registrations', 'audit', 'applications'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The most rows one file holds; a list with more gets the newest this many and says so. */
export const EXPORT_MAX_ROWS = 10000;

/** Response headers of a file: how many rows it holds, and `true` when the list had more. */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';
export const EXPORT_TRUNCATED_HEADER = 'X-Export-Truncated';
