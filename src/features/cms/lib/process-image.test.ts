import { describe, expect, it } from 'vitest'
import { cropAround, fitWithinLimits } from './process-image'

describe('the browser-side sizes of an upload', () => {
  it('keeps an image within the limits as it is, and scales a large one to 2560 px on its longest side', () => {
    expect(fitWithinLimits(1600, 1200)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithinLimits(3024, 4032)).toEqual({ width: 1920, height: 2560 })
    expect(fitWithinLimits(6000, 1000)).toEqual({ width: 2560, height: 426 })
  })

  it('keeps a square within the pixel bound too', () => {
    const { width, height } = fitWithinLimits(4000, 4000)
    expect(width).toBe(height)
    expect(width * height).toBeLessThanOrEqual(2560 * 1920)
    expect(width).toBeGreaterThan(2200)
  })

  it('crops 1200×630 around the focal point without leaving the image', () => {
    const ratio = 1200 / 630
    expect(cropAround(1000, 1000, ratio)).toEqual({ sx: 0, sy: (1000 - 1000 / ratio) / 2, sw: 1000, sh: 1000 / ratio })
    expect(cropAround(1000, 1000, ratio, 0.5, 0).sy).toBe(0)
    expect(cropAround(1000, 1000, ratio, 0.5, 1).sy).toBeCloseTo(1000 - 1000 / ratio)
    expect(cropAround(4000, 1000, ratio, 1, 0.5)).toMatchObject({ sx: 4000 - 1000 * ratio, sy: 0 })
  })
})
