// GET /api/admin/audit (super_admin): the audit trail, newest first, filtered by person (part of
// an e-mail), action and date range, a page at a time. Its CSV file, like the other lists', is
// made and recorded by POST /api/admin/exports/audit (contract/exports.ts).
import { z } from 'zod';

/** What each action is called on the screen; entries may carry actions not listed (shown as is). */
export const AUDIT_ACTION_LABELS = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.password_reset': 'Password reset',
  'auth.two_step_failed': 'Wrong two-step code',
  'contact.status_changed': 'Contact status changed',
  'contact.deleted': 'Contact deleted',
  'newsletter.deleted': 'Newsletter signup deleted',
  'team.added': 'Team member added',
  'team.role_changed': 'Team role changed',
  'team.removed': 'Team member removed',
  'team.sessions_ended': 'Team member signed out everywhere',
  'content.published': 'Content published',
  'content.unpublished': 'Content unpublished',
  'content.deleted': 'Content deleted',
  'content.updated': 'Page updated',
  'media.deleted': 'Image deleted',
  'media.consent_withdrawn': 'Photo consent withdrawn',
  'settings.changed': 'Site settings changed',
  'settings.recipient_added': 'Notification recipient added',
  'settings.recipient_changed': 'Notification recipient changed',
  'settings.recipient_removed': 'Notification recipient removed',
  'donation.receipt_resent': 'Receipt resent',
  'donation.year_end_sent': 'Year-end statements sent',
  'application.status_changed': 'Application status changed',
  'application.deleted': 'Application deleted',
  'application.cv_link': 'Resume link created',
  'application.cv_downloaded': 'Resume downloaded',
  'application.emailed': 'Applicant e-mailed',
  'registration.checked_in': 'Family checked in',
  'registration.check_in_undone': 'Check-in undone',
  'registration.cancelled': 'Registration cancelled by staff',
  'event.cancelled': 'Event cancelled',
  'export.csv': 'CSV exported',
  'session.ended': 'Session ended',
  'session.ended_others': 'Other sessions ended',
  'mfa.enrolled': 'Authenticator set up',
  'mfa.removed': 'Authenticator removed',
  'mfa.reset': 'Two-step sign-in reset',
  'mfa.required': 'Two-step sign-in required for all staff',
  'mfa.not_required': 'Two-step sign-in no longer required',
} as const satisfies Record<string, string>;

export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

export const AUDIT_PAGE_SIZE = 50;

const invalid = (what: string) => ({ error: `Invalid ${what}` });
const instant = (what: string) => z.iso.datetime({ offset: true, ...invalid(what) }).optional();

export const auditFiltersSchema = z.object({
  person: z.string().trim().max(320, invalid('person')).optional(),
  action: z.string().regex(/^[a-z][a-z_]*\.[a-z][a-z_]*$/, invalid('action')).max(60, invalid('action')).optional(),
  from: instant('from date'),
  to: instant('to date'),
});
export type AuditFilters = z.input<typeof auditFiltersSchema>;

export const auditQuerySchema = auditFiltersSchema.extend({
  page: z.coerce.number(invalid('page')).int(invalid('page')).min(1, invalid('page')).max(100000, invalid('page')).default(1),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  /**
   * The record's name now (an applicant's, a team member's…), read with the entry: entries hold
   * ids, not names. null when the record type has no name or the record is gone (recordGone).
   */
  recordName: z.string().nullable(),
  recordGone: z.boolean(),
  clientAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

