import { describe, expect, it } from 'vitest'
import { calibratedMultiplier, TARGET_DEVICE_INDEX } from './calibration.ts'

describe('calibrating the CPU slowdown', () => {
  it("divides the host's benchmarkIndex by 440, the device Lighthouse's 4× aims a typical desktop at", () => {
    expect(TARGET_DEVICE_INDEX).toBe(440)
    expect(calibratedMultiplier(1760)).toBe(4)
    // the two hosts of issue 37: the quieter, slower one gets the smaller slowdown
    expect(calibratedMultiplier(3520)).toBe(8)
    expect(calibratedMultiplier(2640)).toBe(6)
    expect(calibratedMultiplier(3317)).toBe(7.54)
  })

  it('refuses an index that measured nothing', () => {
    expect(() => calibratedMultiplier(0)).toThrow('benchmarkIndex of 0')
    expect(() => calibratedMultiplier(Number.NaN)).toThrow()
    expect(() => calibratedMultiplier(-5)).toThrow()
  })
})
