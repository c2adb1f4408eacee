import type { AuditFilters } from '@contract/audit.ts'
import type { ApplicationsExport } from '@contract/exports.ts'
import type { DonationsQuery } from '@contract/admin-donations.ts'
import { notify } from '@/components/ui/toaster'
import { downloadExport } from '@/lib/download-export'
import { errorMessage } from '@/lib/http'
import { dateRange, type ContactFilters } from './contact-filters'

/** A failed export is told in a toast (the button's work is not awaited). */
const reported = (what: string, work: Promise<unknown>) =>
  work.then(() => {}).catch((error: unknown) => notify.error('Error', errorMessage(error, `Failed to export ${what}.`)))

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

/** Downloads the audit entries the filters match (super_admin), made and recorded by /api; its list tells a failure. */
export const exportAudit = (filters: AuditFilters) => downloadExport('audit', filters)

/** Downloads every application the filters match, made and recorded by /api; its list tells a failure. */
export const exportApplications = (filters: ApplicationsExport) => downloadExport('applications', filters)
