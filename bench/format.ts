// How the bench's reports print figures.
import type { Range, Spread } from './schedule.ts'

export const ms = (n: number) => `${Math.round(n)} ms`
export const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`
export const times = (n: number) => `×${n.toFixed(2)}`
export const whole = (n: number) => String(Math.round(n))

/** min–max, or the one value when both print alike. */
export const rangeText = ({ min, max }: Range, unit: (n: number) => string) => (unit(min) === unit(max) ? unit(min) : `${unit(min)}–${unit(max)}`)

/** median (min–max), or the one value when every run printed alike. */
export const spreadText = (s: Spread, unit: (n: number) => string) => (unit(s.min) === unit(s.max) ? unit(s.median) : `${unit(s.median)} (${unit(s.min)}–${unit(s.max)})`)
