// POST /api/admin/exports/{kind} (admins): the CSV file of a list, made by /api and recorded in
// the audit trail ('export.csv') in the same transaction (issue 57 item 4). The body says which
// rows, as the list on screen shows them; the answer is text/csv with the file's name.
import { z } from 'zod';
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

/** Every list a CSV is made of, and the audit trail's record type for each. */
export const EXPORT_KINDS = ['contacts', 'newsletter', 'donations', 'registrations'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The most rows one file holds. */
export const EXPORT_MAX_ROWS = 10000;
