import { format } from 'date-fns'
import type { AdminDonation } from '@contract/admin-donations.ts'
import { DEDICATION_LABELS } from '@contract/donation-rules.ts'
import type { ContactSubmission } from '@contract/contact.ts'
import type { NewsletterSignup } from '@contract/newsletter.ts'
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv'
import { orgZone } from '@/lib/format/org-zone'

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
export const exportContacts = (rows: readonly ContactSubmission[], now = new Date()) =>
  downloadCsv(`contact-submissions-${stamp(now)}.csv`, contactsCsv(rows))

export const exportNewsletter = (rows: readonly NewsletterSignup[], now = new Date()) =>
  downloadCsv(`newsletter-signups-${stamp(now)}.csv`, newsletterCsv(rows))

/** Downloads the donations as shown (the current filters and sort). */
export const exportDonations = (rows: readonly AdminDonation[], now = new Date()) =>
  downloadCsv(`donations-${stamp(now)}.csv`, donationsCsv(rows))
