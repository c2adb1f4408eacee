import type { DonationRowStatus, DonationSort, DonationsQuery } from '@contract/admin-donations.ts'
import { dateRange, type DateFilter } from './contact-filters'

export type DonationStatusFilter = 'all' | DonationRowStatus
export type DonationKindFilter = 'all' | 'one-time' | 'monthly'

export interface DonationFilters {
  search: string
  status: DonationStatusFilter
  kind: DonationKindFilter
  date: DateFilter
  sort: DonationSort
}

export const DEFAULT_DONATION_FILTERS: DonationFilters = { search: '', status: 'all', kind: 'all', date: { kind: 'all' }, sort: 'date-newest' }

export const DONATION_SORT_LABELS: Record<DonationSort, string> = {
  'date-newest': 'Date (Newest First)',
  'date-oldest': 'Date (Oldest First)',
  'amount-desc': 'Amount (Highest First)',
  'amount-asc': 'Amount (Lowest First)',
}

export const STATUS_LABELS: Record<DonationRowStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
  canceled: 'Canceled',
}

export const KIND_LABELS = { 'one-time': 'One-time', monthly: 'Monthly' } as const

/** The filters as GET /api/admin/donations parameters; the date buttons become instants (New Jersey days). */
export function donationsQuery(filters: DonationFilters, now: Date): DonationsQuery {
  const { start, end } = dateRange(filters.date, now)
  return {
    search: filters.search.trim() || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    kind: filters.kind === 'all' ? undefined : filters.kind,
    from: start?.toISOString(),
    to: end?.toISOString(),
    sort: filters.sort,
  }
}

/** A header click: dates newest first, amounts highest first, then toggles. */
export function toggleDonationSort(current: DonationSort, column: 'date' | 'amount'): DonationSort {
  if (column === 'date') return current === 'date-newest' ? 'date-oldest' : 'date-newest'
  return current === 'amount-desc' ? 'amount-asc' : 'amount-desc'
}

export function donationSortDirection(current: DonationSort, column: 'date' | 'amount'): 'ascending' | 'descending' | 'none' {
  if (!current.startsWith(column)) return 'none'
  return current === 'date-newest' || current === 'amount-desc' ? 'descending' : 'ascending'
}
