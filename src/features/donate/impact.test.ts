import { describe, expect, it } from 'vitest'
import { impactFor } from './impact'

describe('impact text (SPEC §4)', () => {
  it.each([
    [0, 'Every dollar counts'],
    [9.99, 'Every dollar counts'],
    [10, '2 hours of quality care'],
    [24.99, '2 hours of quality care'],
    [25, '5 hours of quality care'],
    [49.99, '5 hours of quality care'],
    [50, 'Daily living support'],
    [99.99, 'Daily living support'],
    [100, 'Week of community programs'],
    [249.99, 'Week of community programs'],
    [250, 'Month of therapy sessions'],
    [499.99, 'Month of therapy sessions'],
    [500, 'Job training program'],
    [999.99, 'Job training program'],
    [1000, 'Comprehensive care package'],
    [100000, 'Comprehensive care package'],
  ])('$%s → %s', (dollars, text) => {
    expect(impactFor(dollars)).toBe(text)
  })
})
