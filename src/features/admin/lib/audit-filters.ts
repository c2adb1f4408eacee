import type { AuditFilters } from '@contract/audit.ts'
import { dateRange, type DateFilter } from './contact-filters'

export interface AuditFilterValues {
  person: string
  /** An action code, or '' for every action. */
  action: string
  date: DateFilter
  page: number
}

export const DEFAULT_AUDIT_FILTERS: AuditFilterValues = { person: '', action: '', date: { kind: 'all' }, page: 1 }

/** The filters as GET /api/admin/audit parameters; the date buttons become instants (New Jersey days). */
export function auditQuery(filters: AuditFilterValues, now: Date): AuditFilters & { page: number } {
  const { start, end } = dateRange(filters.date, now)
  return {
    person: filters.person.trim() || undefined,
    action: filters.action || undefined,
    from: start?.toISOString(),
    to: end?.toISOString(),
    page: filters.page,
  }
}
