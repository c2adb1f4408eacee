import { endOfDay, isValid, parseISO, startOfDay, subDays } from 'date-fns'
import type { ContactStatus, ContactSubmission } from '@contract/contact.ts'
import { orgZone } from '@/lib/format/org-zone'

export type StatusFilter = 'all' | ContactStatus
export type DateFilterKind = 'all' | '7days' | '30days' | 'custom'
export type SortOption = 'date-newest' | 'date-oldest' | 'name-asc' | 'name-desc' | 'subject-asc' | 'subject-desc'

/** A custom range: dates as yyyy-MM-dd (what a date input holds); either bound may be empty. */
export interface DateFilter {
  kind: DateFilterKind
  from?: string
  to?: string
}

export interface ContactFilters {
  search: string
  status: StatusFilter
  date: DateFilter
  sort: SortOption
}

export const DEFAULT_FILTERS: ContactFilters = { search: '', status: 'all', date: { kind: 'all' }, sort: 'date-newest' }

export const SORT_LABELS: Record<SortOption, string> = {
  'date-newest': 'Date (Newest First)',
  'date-oldest': 'Date (Oldest First)',
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'subject-asc': 'Subject (A-Z)',
  'subject-desc': 'Subject (Z-A)',
}

/** Parses an API timestamp or a yyyy-MM-dd string (a New Jersey day); undefined when missing or unreadable. */
export function parseDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const date = parseISO(value, { in: orgZone })
  return isValid(date) ? date : undefined
}

/**
 * The inclusive [start, end] a date filter admits, given the current time. 'Last 7/30 days'
 * count back from the start of today (SPEC §9); a custom range covers its whole first and
 * last day, and either bound alone leaves the other side open. Days are New Jersey days.
 */
const inZone = { in: orgZone }

export function dateRange(filter: DateFilter, now: Date): { start?: Date; end?: Date } {
  switch (filter.kind) {
    case '7days':
      return { start: subDays(startOfDay(now, inZone), 7, inZone) }
    case '30days':
      return { start: subDays(startOfDay(now, inZone), 30, inZone) }
    case 'custom': {
      const from = parseDate(filter.from)
      const to = parseDate(filter.to)
      return { start: from && startOfDay(from, inZone), end: to && endOfDay(to, inZone) }
    }
    default:
      return {}
  }
}

export function matchesSearch(contact: ContactSubmission, search: string): boolean {
  const needle = search.trim().toLowerCase()
  if (!needle) return true
  return [contact.name, contact.email, contact.subject, contact.message].some((field) =>
    field.toLowerCase().includes(needle),
  )
}

export function matchesDate(contact: ContactSubmission, filter: DateFilter, now: Date): boolean {
  const { start, end } = dateRange(filter, now)
  if (!start && !end) return true
  const created = parseDate(contact.createdAt)
  if (!created) return false
  return (!start || created >= start) && (!end || created <= end)
}

const time = (c: ContactSubmission) => parseDate(c.createdAt)?.getTime() ?? 0
const text = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' })

const COMPARATORS: Record<SortOption, (a: ContactSubmission, b: ContactSubmission) => number> = {
  'date-newest': (a, b) => time(b) - time(a),
  'date-oldest': (a, b) => time(a) - time(b),
  'name-asc': (a, b) => text(a.name, b.name),
  'name-desc': (a, b) => text(b.name, a.name),
  'subject-asc': (a, b) => text(a.subject, b.subject),
  'subject-desc': (a, b) => text(b.subject, a.subject),
}

export function sortContacts(contacts: readonly ContactSubmission[], sort: SortOption): ContactSubmission[] {
  return [...contacts].sort(COMPARATORS[sort])
}

/** The rows to show: filtered by status, date and search, then sorted. */
export function applyContactFilters(
  contacts: readonly ContactSubmission[],
  filters: ContactFilters,
  now: Date,
): ContactSubmission[] {
  const shown = contacts.filter(
    (c) =>
      (filters.status === 'all' || c.status === filters.status) &&
      matchesDate(c, filters.date, now) &&
      matchesSearch(c, filters.search),
  )
  return sortContacts(shown, filters.sort)
}

export function statusCounts(contacts: readonly ContactSubmission[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: contacts.length, unread: 0, read: 0, responded: 0 }
  for (const c of contacts) counts[c.status] += 1
  return counts
}

export type SortColumn = 'name' | 'subject' | 'date'

/** A header click: ascending first (newest first for dates), then toggles direction. */
export function toggleSort(current: SortOption, column: SortColumn): SortOption {
  if (column === 'date') return current === 'date-newest' ? 'date-oldest' : 'date-newest'
  return current === `${column}-asc` ? `${column}-desc` : `${column}-asc`
}

/** Which direction a column is sorted in, for aria-sort. */
export function sortDirection(current: SortOption, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (column === 'date') {
    if (current === 'date-newest') return 'descending'
    return current === 'date-oldest' ? 'ascending' : 'none'
  }
  if (current === `${column}-asc`) return 'ascending'
  return current === `${column}-desc` ? 'descending' : 'none'
}

export function hasActiveFilters(filters: ContactFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status !== 'all' ||
    filters.date.kind !== 'all' ||
    filters.sort !== DEFAULT_FILTERS.sort
  )
}
