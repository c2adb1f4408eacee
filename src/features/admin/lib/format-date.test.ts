import { describe, expect, it } from 'vitest'
import { formatAdminDate, formatShortDate } from './format-date'

describe('formatAdminDate', () => {
  it("formats as 'MMM dd, yyyy at h:mm a' in New Jersey time", () => {
    expect(formatAdminDate('2026-03-05T19:07:00Z')).toBe('Mar 05, 2026 at 2:07 PM')
    expect(formatAdminDate('2026-12-25T05:30:00Z')).toBe('Dec 25, 2026 at 12:30 AM')
    expect(formatAdminDate('2026-07-04T16:00:00Z')).toBe('Jul 04, 2026 at 12:00 PM')
    expect(formatShortDate('2026-11-03T02:00:00Z')).toBe('Nov 02, 2026')
  })
  it("answers 'Unknown' when missing and 'Invalid date' when unreadable", () => {
    expect(formatAdminDate(undefined)).toBe('Unknown')
    expect(formatAdminDate('')).toBe('Unknown')
    expect(formatAdminDate('yesterday-ish')).toBe('Invalid date')
    expect(formatShortDate('nope')).toBe('Invalid date')
  })
})
