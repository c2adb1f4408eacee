import { describe, expect, it } from 'vitest'
import { formatDollars } from '@contract/donation-rules.ts'

describe('formatDollars', () => {
  it('shows whole dollars without cents and groups thousands as en-US does', () => {
    for (const cents of [0, 100, 2500, 99_900, 100_000, 250_000, 10_000_000, 123_456_700]) {
      expect(formatDollars(cents)).toBe(`$${(cents / 100).toLocaleString('en-US')}`)
    }
  })

  it('shows cents with two digits when there are any', () => {
    expect(formatDollars(1250)).toBe('$12.50')
    expect(formatDollars(1205)).toBe('$12.05')
    expect(formatDollars(123_456_789)).toBe('$1,234,567.89')
  })

  it('writes what Intl writes for US dollars in en-US and in es-US, so one format serves both languages', () => {
    for (const locale of ['en-US', 'es-US']) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' })
      for (const cents of [0, 1, 99, 100, 1205, 1250, 5000, 99_999, 100_000, 123_456_789, 10_000_000]) {
        expect(formatDollars(cents), `${cents} in ${locale}`).toBe(intl.format(cents / 100))
      }
    }
  })

  it('rounds a fraction of a cent and keeps the sign of a refund', () => {
    expect(formatDollars(1249.6)).toBe('$12.50')
    expect(formatDollars(-2500)).toBe('-$25')
  })
})
