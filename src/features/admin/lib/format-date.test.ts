import { describe, expect, it } from 'vitest'
import { formatAdminDate, formatShortDate } from './format-date'

describe('formatAdminDate', () => {
  it("formats as 'MMM dd, yyyy at h:mm a'", () => {
    expect(formatAdminDate(new Date(2026, 2, 5, 14, 7).toISOString())).toBe('Mar 05, 2026 at 2:07 PM')
    expect(formatAdminDate(new Date(2026, 11, 25, 0, 30).toISOString())).toBe('Dec 25, 2026 at 12:30 AM')
  })
  it("answers 'Unknown' when missing and 'Invalid date' when unreadable", () => {
    expect(formatAdminDate(undefined)).toBe('Unknown')
    expect(formatAdminDate('')).toBe('Unknown')
    expect(formatAdminDate('yesterday-ish')).toBe('Invalid date')
    expect(formatShortDate('nope')).toBe('Invalid date')
  })
})
