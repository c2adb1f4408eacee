import { format } from 'date-fns'
import type { AdminDonation } from '@contract/admin-donations.ts'
import { auditActionLabel, type AuditEntry } from '@contract/audit.ts'
import { DEDICATION_LABELS } from '@contract/donation-rules.ts'
import type { ContactSubmission } from '@contract/contact.ts'
import type { NewsletterSignup } from '@contract/newsletter.ts'
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv'
import { orgZone } from '@/lib/format/org-zone'
import { recordExport } from '@/lib/record-export'

const CONTACT_COLUMNS: CsvColumn<ContactSubmission>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Subject', value: (c) => c.subject },
  { header: 'Message', value: (c) => c.message },
  { header: 'Status', value: (c) => c.status },
  { header: 'Submitted', value: (c) => c.createdAt },
]

const NEWSLETTER_COLUMNS: CsvColumn<NewsletterSignup>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'Subscribed', value: (s) => s.createdAt },
]

const DONATION_COLUMNS: CsvColumn<AdminDonation>[] = [
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
]

const stamp = (now: Date) => format(now, 'yyyy-MM-dd', { in: orgZone })

export const contactsCsv = (rows: readonly ContactSubmission[]) => toCsv(rows, CONTACT_COLUMNS)
export const donationsCsv = (rows: readonly AdminDonation[]) => toCsv(rows, DONATION_COLUMNS)
export const newsletterCsv = (rows: readonly NewsletterSignup[]) => toCsv(rows, NEWSLETTER_COLUMNS)

/** Downloads the submissions as shown (the current filter and sort). */
export function exportContacts(rows: readonly ContactSubmission[], now = new Date()) {
  void recordExport('contacts', rows.length)
  downloadCsv(`contact-submissions-${stamp(now)}.csv`, contactsCsv(rows))
}

export function exportNewsletter(rows: readonly NewsletterSignup[], now = new Date()) {
  void recordExport('newsletter', rows.length)
  downloadCsv(`newsletter-signups-${stamp(now)}.csv`, newsletterCsv(rows))
}

/** Downloads the donations as shown (the current filters and sort). */
export function exportDonations(rows: readonly AdminDonation[], now = new Date()) {
  void recordExport('donations', rows.length)
  downloadCsv(`donations-${stamp(now)}.csv`, donationsCsv(rows))
}

const AUDIT_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'When', value: (e) => e.occurredAt },
  { header: 'Person', value: (e) => e.actorEmail },
  { header: 'Action', value: (e) => auditActionLabel(e.action) },
  { header: 'Action Code', value: (e) => e.action },
  { header: 'Record Type', value: (e) => e.recordType },
  { header: 'Record', value: (e) => e.recordId },
  { header: 'Address', value: (e) => e.clientAddress },
  { header: 'Details', value: (e) => (Object.keys(e.details).length ? JSON.stringify(e.details) : null) },
]
export const auditCsv = (rows: readonly AuditEntry[]) => toCsv(rows, AUDIT_COLUMNS)

/** Downloads the audit entries the filters match (the server records that export itself). */
export const exportAudit = (rows: readonly AuditEntry[], now = new Date()) =>
  downloadCsv(`audit-trail-${stamp(now)}.csv`, auditCsv(rows))
