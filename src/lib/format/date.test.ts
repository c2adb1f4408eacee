import { describe, expect, it } from 'vitest'
import { formatDate, formatLongDate, formatTime } from '@/lib/format/date'

describe('date formats', () => {
  const saturdayMorning = new Date(2026, 11, 12, 10, 0)

  it('formats dates as Month d, yyyy and the long weekday form', () => {
    expect(formatDate(saturdayMorning)).toBe('December 12, 2026')
    expect(formatLongDate(saturdayMorning)).toBe('Saturday, December 12, 2026')
    expect(formatDate('2026-03-05T12:00:00')).toBe('March 5, 2026')
  })

  it('formats times with AM/PM', () => {
    expect(formatTime(saturdayMorning)).toBe('10:00 AM')
    expect(formatTime(new Date(2026, 0, 1, 18, 30))).toBe('6:30 PM')
  })

  it("says 'Unknown' for a missing date and 'Invalid date' for an unreadable one", () => {
    expect(formatDate(null)).toBe('Unknown')
    expect(formatDate(undefined)).toBe('Unknown')
    expect(formatLongDate('not a date')).toBe('Invalid date')
  })
})
