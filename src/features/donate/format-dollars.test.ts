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

  it('writes amounts on Spanish pages as es-US does (the same signs and separators for US dollars)', () => {
    expect(formatDollars(100_000, 'es')).toBe('$1,000')
    expect(formatDollars(1250, 'es')).toBe('$12.50')
    expect(formatDollars(5000, 'es')).toBe('$50')
  })
})
