import { format } from 'date-fns'
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

const stamp = (now: Date) => format(now, 'yyyy-MM-dd', { in: orgZone })

export const contactsCsv = (rows: readonly ContactSubmission[]) => toCsv(rows, CONTACT_COLUMNS)
export const newsletterCsv = (rows: readonly NewsletterSignup[]) => toCsv(rows, NEWSLETTER_COLUMNS)

/** Downloads the submissions as shown (the current filter and sort). */
export const exportContacts = (rows: readonly ContactSubmission[], now = new Date()) =>
  downloadCsv(`contact-submissions-${stamp(now)}.csv`, contactsCsv(rows))

export const exportNewsletter = (rows: readonly NewsletterSignup[], now = new Date()) =>
  downloadCsv(`newsletter-signups-${stamp(now)}.csv`, newsletterCsv(rows))
