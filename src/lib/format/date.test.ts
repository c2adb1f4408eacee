import { describe, expect, it } from 'vitest'
import { formatDate, formatLongDate, formatTime } from '@/lib/format/date'

describe('date formats (New Jersey time, wherever the reader is)', () => {
  const saturdayMorning = '2026-12-12T15:00:00Z' // 10:00 AM in New Jersey (EST)

  it('formats dates as Month d, yyyy and the long weekday form', () => {
    expect(formatDate(saturdayMorning)).toBe('December 12, 2026')
    expect(formatLongDate(new Date(saturdayMorning))).toBe('Saturday, December 12, 2026')
  })

  it('formats times with AM/PM and the zone in force that day', () => {
    expect(formatTime(saturdayMorning)).toBe('10:00 AM EST')
    expect(formatTime('2026-07-01T22:30:00Z')).toBe('6:30 PM EDT')
  })

  it('keeps a late evening event on its New Jersey day, not the next UTC day', () => {
    const lateEvening = '2026-12-13T03:30:00Z'
    expect(formatLongDate(lateEvening)).toBe('Saturday, December 12, 2026')
    expect(formatTime(lateEvening)).toBe('10:30 PM EST')
  })

  it("says 'Unknown' for a missing date and 'Invalid date' for an unreadable one", () => {
    expect(formatDate(null)).toBe('Unknown')
    expect(formatDate(undefined)).toBe('Unknown')
    expect(formatLongDate('not a date')).toBe('Invalid date')
    expect(formatTime('not a date')).toBe('Invalid date')
  })
})
