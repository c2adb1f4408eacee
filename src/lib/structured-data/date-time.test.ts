import { describe, expect, it } from 'vitest'
import { orgDateTime } from './date-time'

describe('orgDateTime', () => {
  it('writes a winter instant in New Jersey time with -05:00', () => {
    expect(orgDateTime('2026-12-05T15:30:00.000Z')).toBe('2026-12-05T10:30:00-05:00')
  })

  it('writes a summer instant in New Jersey time with -04:00', () => {
    expect(orgDateTime('2026-07-04T14:00:00+00:00')).toBe('2026-07-04T10:00:00-04:00')
  })

  it('follows the change of offset on the night clocks go back', () => {
    // 2026-11-01: 1:30 AM happens twice in New Jersey, first at -04:00, then at -05:00.
    expect(orgDateTime('2026-11-01T05:30:00Z')).toBe('2026-11-01T01:30:00-04:00')
    expect(orgDateTime('2026-11-01T06:30:00Z')).toBe('2026-11-01T01:30:00-05:00')
  })
})
