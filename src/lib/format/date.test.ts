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

  // Checked against the platform's own time zone data, formatted by Intl directly.
  const njDays = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
  const njTimes = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
  const byIntl = (at: Date) => `${njDays.format(at)} ${njTimes.format(at)}`
  const shown = (at: Date) => `${formatLongDate(at)} ${formatTime(at)}`

  it('agrees with the platform time zone data around every clock change from 2000 to 2050', () => {
    const changes = [Date.UTC(2000, 2, 1)]
    for (let year = 2000; year <= 2050; year += 1) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        if (byIntl(new Date(day)).slice(-3) !== byIntl(new Date(day + 86_400_000)).slice(-3)) changes.push(day)
      }
    }
    expect(changes.length).toBeGreaterThan(100)
    for (const day of changes) {
      for (let t = day; t <= day + 86_400_000; t += 15 * 60_000) expect(shown(new Date(t))).toBe(byIntl(new Date(t)))
    }
  })

  it('formats dates of any year, before 2000 and after 2050 too', () => {
    for (const iso of ['1995-07-01T16:00:00Z', '1999-12-31T23:59:00Z', '2051-01-01T05:00:00Z', '2075-01-15T15:00:00Z']) {
      expect(shown(new Date(iso))).toBe(byIntl(new Date(iso)))
    }
  })
})

describe('date formats on a Spanish page (es-US)', () => {
  const saturdayMorning = '2026-12-12T15:00:00Z'

  it('writes dates and times the way Spanish speakers in the US read them', () => {
    expect(formatDate(saturdayMorning, 'es')).toBe('12 de diciembre de 2026')
    expect(formatLongDate(saturdayMorning, 'es')).toBe('sábado, 12 de diciembre de 2026')
    expect(formatTime(saturdayMorning, 'es')).toMatch(/^10:00\s?a\.\s?m\. EST$/)
  })

  it('says a date is missing or unreadable in Spanish', () => {
    expect(formatDate(null, 'es')).toBe('Desconocida')
    expect(formatTime('not a date', 'es')).toBe('Fecha no válida')
  })
})
