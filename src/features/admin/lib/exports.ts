import { format } from 'date-fns'
import { auditActionLabel, type AuditEntry } from '@contract/audit.ts'
import type { CsvColumn } from '@contract/csv.ts'
import type { DonationsQuery } from '@contract/admin-donations.ts'
import { notify } from '@/components/ui/toaster'
import { downloadCsv } from '@/lib/csv'
import { downloadExport } from '@/lib/download-export'
import { errorMessage } from '@/lib/http'
import { orgZone } from '@/lib/format/org-zone'
import { dateRange, type ContactFilters } from './contact-filters'

const stamp = (now: Date) => format(now, 'yyyy-MM-dd', { in: orgZone })

/** A failed export is told in a toast (the button's work is not awaited). */
const reported = (what: string, work: Promise<void>) =>
  work.catch((error: unknown) => notify.error('Error', errorMessage(error, `Failed to export ${what}.`)))

/** Downloads the submissions as shown (the current filters and sort), made and recorded by /api. */
export function exportContacts(filters: ContactFilters, now = new Date()) {
  const { start, end } = dateRange(filters.date, now)
  return reported('the contact submissions', downloadExport('contacts', {
    search: filters.search.trim() || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    from: start?.toISOString(),
    to: end?.toISOString(),
    sort: filters.sort,
  }))
}

export const exportNewsletter = () => reported('the newsletter signups', downloadExport('newsletter', {}))

/** Downloads the donations as shown (the same query as the list), made and recorded by /api. */
export const exportDonations = (query: DonationsQuery) => reported('the donations', downloadExport('donations', query))

const AUDIT_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'When', value: (e) => e.occurredAt },
  { header: 'Person', value: (e) => e.actorEmail },
  { header: 'Action', value: (e) => auditActionLabel(e.action) },
  { header: 'Action Code', value: (e) => e.action },
  { header: 'Record Type', value: (e) => e.recordType },
  { header: 'Record', value: (e) => e.recordId },
  { header: 'Record Name', value: (e) => e.recordName ?? (e.recordGone ? 'deleted' : null) },
  { header: 'Address', value: (e) => e.clientAddress },
  { header: 'Details', value: (e) => (Object.keys(e.details).length ? JSON.stringify(e.details) : null) },
]

/** Saves the audit entries the filters match (the server recorded that export when it answered them). */
export const exportAudit = (rows: readonly AuditEntry[], now = new Date()) =>
  downloadCsv(`audit-trail-${stamp(now)}.csv`, rows, AUDIT_COLUMNS)
