// The columns of each admin CSV file (routes/admin-exports.ts makes the files).
import type { AdminDonation } from '../contract/admin-donations.ts';
import type { RegistrationRow } from '../contract/admin-content.ts';
import { APPLICATION_KIND_LABELS, appliedFor } from '../contract/applications-admin.ts';
import { APPLICATION_STATUS_LABELS, type ApplicationDetail } from '../contract/applications.ts';
import { auditActionLabel, type AuditEntry } from '../contract/audit.ts';
import type { ContactSubmission } from '../contract/contact.ts';
import type { CsvColumn } from '../contract/csv.ts';
import { DEDICATION_LABELS } from '../contract/donation-rules.ts';
import type { NewsletterSignup } from '../contract/newsletter.ts';

export const CONTACT_COLUMNS: CsvColumn<ContactSubmission>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Subject', value: (c) => c.subject },
  { header: 'Message', value: (c) => c.message },
  { header: 'Status', value: (c) => c.status },
  { header: 'Submitted', value: (c) => c.createdAt },
];

export const NEWSLETTER_COLUMNS: CsvColumn<NewsletterSignup>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'Subscribed', value: (s) => s.createdAt },
];

export const DONATION_COLUMNS: CsvColumn<AdminDonation>[] = [
  { header: 'Date', value: (d) => d.createdAt },
  { header: 'Donor Name', value: (d) => d.donorName },
  { header: 'Donor Email', value: (d) => d.donorEmail },
  { header: 'Amount (USD)', value: (d) => (d.amountCents / 100).toFixed(2) },
  { header: 'Fee Covered (USD)', value: (d) => (d.feeCents / 100).toFixed(2) },
  { header: 'Kind', value: (d) => (d.kind === 'monthly' ? 'Monthly' : 'One-time') },
  { header: 'Status', value: (d) => d.status },
  { header: 'Dedication', value: (d) => (d.dedication ? `${DEDICATION_LABELS[d.dedication.kind]} ${d.dedication.name}` : null) },
  { header: 'Stripe Payment Intent', value: (d) => d.stripePaymentIntentId },
  { header: 'Stripe Invoice', value: (d) => d.stripeInvoiceId },
  { header: 'Stripe Subscription', value: (d) => d.subscription?.stripeSubscriptionId },
];

export const REGISTRATION_COLUMNS: CsvColumn<RegistrationRow>[] = [
  { header: 'Name', value: (r) => r.attendeeName },
  { header: 'Email', value: (r) => r.attendeeEmail },
  { header: 'Phone', value: (r) => r.attendeePhone },
  { header: 'Guests', value: (r) => r.numberOfGuests },
  { header: 'Party size', value: (r) => 1 + r.numberOfGuests },
  { header: 'Accommodations', value: (r) => r.accommodations },
  { header: 'Special requests', value: (r) => r.specialRequests },
  { header: 'Status', value: (r) => r.status },
  { header: 'Registered', value: (r) => r.createdAt },
  { header: 'Checked in', value: (r) => (r.checkedInAt ? 'Yes' : 'No') },
  { header: 'Checked in at', value: (r) => r.checkedInAt },
];

export const AUDIT_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'When', value: (e) => e.occurredAt },
  { header: 'Person', value: (e) => e.actorEmail },
  { header: 'Action', value: (e) => auditActionLabel(e.action) },
  { header: 'Action Code', value: (e) => e.action },
  { header: 'Record Type', value: (e) => e.recordType },
  { header: 'Record', value: (e) => e.recordId },
  { header: 'Record Name', value: (e) => e.recordName ?? (e.recordGone ? 'deleted' : null) },
  { header: 'Address', value: (e) => e.clientAddress },
  { header: 'Details', value: (e) => (Object.keys(e.details).length ? JSON.stringify(e.details) : null) },
];

export const APPLICATION_COLUMNS: CsvColumn<ApplicationDetail>[] = [
  { header: 'Applied', value: (a) => a.createdAt },
  { header: 'Name', value: (a) => a.name },
  { header: 'Email', value: (a) => a.email },
  { header: 'Phone', value: (a) => a.phone },
  { header: 'Kind', value: (a) => APPLICATION_KIND_LABELS[a.kind] },
  { header: 'Applied For', value: appliedFor },
  { header: 'Status', value: (a) => APPLICATION_STATUS_LABELS[a.status] },
  { header: 'Heard About Us', value: (a) => a.heardAbout },
  { header: 'Availability', value: (a) => a.availability },
  { header: 'Note', value: (a) => a.note },
  { header: 'Staff Notes', value: (a) => a.notes },
  { header: 'Resume', value: (a) => (a.hasCv ? 'Yes' : 'No') },
];
