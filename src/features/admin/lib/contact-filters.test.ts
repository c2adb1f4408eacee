import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import type { ContactSubmission } from '@contract/contact.ts'
import {
  applyContactFilters,
  dateRange,
  DEFAULT_FILTERS,
  hasActiveFilters,
  matchesDate,
  matchesSearch,
  sortContacts,
  sortDirection,
  statusCounts,
  toggleSort,
} from './contact-filters'

// New Jersey wall-clock times: days are the organisation's days, whatever zone the tests run in.
const nj = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(+new TZDate(y, m - 1, d, h, min, s, ms, 'America/New_York'))
const now = nj(2026, 11, 22, 15, 30) // Nov 22 2026, 15:30 in New Jersey
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => nj(y, m, d, h, min, s, ms).toISOString()

function contact(over: Partial<ContactSubmission>): ContactSubmission {
  return {
    id: over.id ?? Math.random().toString(36),
    name: 'Ana Lopez',
    email: 'ana@example.org',
    phone: null,
    subject: 'Day program question',
    message: 'Hello, I would like to know more.',
    status: 'unread',
    createdAt: at(2026, 11, 20, 10),
    ...over,
  }
}

describe('last 7 days', () => {
  const filter = { kind: '7days' } as const
  it('starts at the start of the day seven days before today', () => {
    expect(+dateRange(filter, now).start!).toBe(+nj(2026, 11, 15))
  })
  it('includes the very first millisecond of that day', () => {
    expect(matchesDate(contact({ createdAt: at(2026, 11, 15) }), filter, now)).toBe(true)
  })
  it('excludes the last millisecond of the day before', () => {
    expect(matchesDate(contact({ createdAt: at(2026, 11, 14, 23, 59, 59, 999) }), filter, now)).toBe(false)
  })
  it('includes something sent a moment ago and has no upper bound', () => {
    expect(matchesDate(contact({ createdAt: at(2026, 11, 22, 15, 29) }), filter, now)).toBe(true)
    expect(dateRange(filter, now).end).toBeUndefined()
  })
  it('does not depend on the time of day it is now', () => {
    const earlyMorning = nj(2026, 11, 22, 0, 0, 1)
    expect(+dateRange(filter, earlyMorning).start!).toBe(+dateRange(filter, now).start!)
  })
  it('drops submissions whose date cannot be read', () => {
    expect(matchesDate(contact({ createdAt: 'not a date' }), filter, now)).toBe(false)
  })
})

describe('last 30 days', () => {
  it('starts 30 days before today at midnight', () => {
    expect(+dateRange({ kind: '30days' }, now).start!).toBe(+nj(2026, 10, 23))
    expect(matchesDate(contact({ createdAt: at(2026, 10, 22, 23, 59) }), { kind: '30days' }, now)).toBe(false)
    expect(matchesDate(contact({ createdAt: at(2026, 10, 23, 0, 1) }), { kind: '30days' }, now)).toBe(true)
  })
})

describe('custom range', () => {
  it('includes the whole start and end day', () => {
    const filter = { kind: 'custom', from: '2026-11-10', to: '2026-11-12' } as const
    expect(matchesDate(contact({ createdAt: at(2026, 11, 10, 0, 0) }), filter, now)).toBe(true)
    expect(matchesDate(contact({ createdAt: at(2026, 11, 12, 23, 59, 59) }), filter, now)).toBe(true)
    expect(matchesDate(contact({ createdAt: at(2026, 11, 13, 0, 0) }), filter, now)).toBe(false)
    expect(matchesDate(contact({ createdAt: at(2026, 11, 9, 23, 59) }), filter, now)).toBe(false)
  })
  it('accepts a start alone or an end alone', () => {
    const fromOnly = { kind: 'custom', from: '2026-11-10' } as const
    const toOnly = { kind: 'custom', to: '2026-11-10' } as const
    expect(matchesDate(contact({ createdAt: at(2030, 1, 1) }), fromOnly, now)).toBe(true)
    expect(matchesDate(contact({ createdAt: at(2026, 11, 9) }), fromOnly, now)).toBe(false)
    expect(matchesDate(contact({ createdAt: at(2020, 1, 1) }), toOnly, now)).toBe(true)
    expect(matchesDate(contact({ createdAt: at(2026, 11, 11) }), toOnly, now)).toBe(false)
  })
  it('with neither bound admits everything', () => {
    expect(matchesDate(contact({ createdAt: 'garbage' }), { kind: 'custom' }, now)).toBe(true)
  })
})

describe('search', () => {
  const c = contact({ name: 'Maria Chen', email: 'MC@Mail.org', subject: 'Respite care', message: 'Weekend Hours?' })
  it.each(['maria', 'mc@mail', 'RESPITE', 'weekend hours', '  chen  '])('matches %j case-insensitively', (q) => {
    expect(matchesSearch(c, q)).toBe(true)
  })
  it('does not match the phone or unrelated text', () => {
    expect(matchesSearch({ ...c, phone: '5551234567' }, '555')).toBe(false)
    expect(matchesSearch(c, 'transport')).toBe(false)
  })
})

describe('sorting', () => {
  const list = [
    contact({ id: 'b', name: 'bob', subject: 'Zebra', createdAt: at(2026, 11, 2) }),
    contact({ id: 'a', name: 'Alice', subject: 'apple', createdAt: at(2026, 11, 3) }),
    contact({ id: 'c', name: 'Carl', subject: 'Mango', createdAt: at(2026, 11, 1) }),
  ]
  const ids = (sort: Parameters<typeof sortContacts>[1]) => sortContacts(list, sort).map((c) => c.id)
  it('orders by each of the six options', () => {
    expect(ids('date-newest')).toEqual(['a', 'b', 'c'])
    expect(ids('date-oldest')).toEqual(['c', 'b', 'a'])
    expect(ids('name-asc')).toEqual(['a', 'b', 'c'])
    expect(ids('name-desc')).toEqual(['c', 'b', 'a'])
    expect(ids('subject-asc')).toEqual(['a', 'c', 'b'])
    expect(ids('subject-desc')).toEqual(['b', 'c', 'a'])
  })
  it('does not reorder the input array', () => {
    sortContacts(list, 'name-asc')
    expect(list.map((c) => c.id)).toEqual(['b', 'a', 'c'])
  })
  it('header clicks toggle the direction of their column', () => {
    expect(toggleSort('date-newest', 'name')).toBe('name-asc')
    expect(toggleSort('name-asc', 'name')).toBe('name-desc')
    expect(toggleSort('name-desc', 'name')).toBe('name-asc')
    expect(toggleSort('name-desc', 'subject')).toBe('subject-asc')
    expect(toggleSort('date-newest', 'date')).toBe('date-oldest')
    expect(toggleSort('date-oldest', 'date')).toBe('date-newest')
    expect(toggleSort('subject-asc', 'date')).toBe('date-newest')
    expect(sortDirection('subject-desc', 'subject')).toBe('descending')
    expect(sortDirection('subject-desc', 'name')).toBe('none')
    expect(sortDirection('date-oldest', 'date')).toBe('ascending')
  })
})

describe('applyContactFilters', () => {
  const list = [
    contact({ id: '1', status: 'unread', name: 'Zed', createdAt: at(2026, 11, 21) }),
    contact({ id: '2', status: 'read', name: 'Amy', createdAt: at(2026, 11, 1) }),
    contact({ id: '3', status: 'responded', name: 'Bea', createdAt: at(2026, 11, 20), message: 'needs transport' }),
    contact({ id: '4', status: 'read', name: 'Cal', createdAt: at(2026, 11, 19) }),
  ]
  it('combines status, date, search and sort', () => {
    const shown = applyContactFilters(list, { ...DEFAULT_FILTERS, status: 'read', date: { kind: '7days' } }, now)
    expect(shown.map((c) => c.id)).toEqual(['4'])
    const searched = applyContactFilters(list, { ...DEFAULT_FILTERS, search: 'TRANSPORT' }, now)
    expect(searched.map((c) => c.id)).toEqual(['3'])
    const byName = applyContactFilters(list, { ...DEFAULT_FILTERS, sort: 'name-asc' }, now)
    expect(byName.map((c) => c.id)).toEqual(['2', '3', '4', '1'])
  })
  it('defaults to everything, newest first', () => {
    expect(applyContactFilters(list, DEFAULT_FILTERS, now).map((c) => c.id)).toEqual(['1', '3', '4', '2'])
  })
  it('counts each status over all submissions', () => {
    expect(statusCounts(list)).toEqual({ all: 4, unread: 1, read: 2, responded: 1 })
  })
  it('knows when any filter or a non-default sort is active', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '  ' })).toBe(false)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'name-asc' })).toBe(true)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, date: { kind: 'custom', from: '2026-01-01' } })).toBe(true)
  })
})
