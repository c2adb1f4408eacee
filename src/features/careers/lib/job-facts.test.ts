import { expect, it } from 'vitest'
import { calendarDateText, salaryText } from './job-facts'

it('writes a salary per hour with cents, per year without unless it has some, a fixed rate once', () => {
  expect(salaryText({ min: 18.5, max: 22, unit: 'HOUR' })).toBe('$18.50 - $22.00 an hour')
  expect(salaryText({ min: 52000, max: 60000, unit: 'YEAR' })).toBe('$52,000 - $60,000 a year')
  expect(salaryText({ min: 52000.5, max: 60000, unit: 'YEAR' })).toBe('$52,000.50 - $60,000.00 a year')
  expect(salaryText({ min: 19, max: 19, unit: 'HOUR' })).toBe('$19.00 an hour')
})

it('writes a stored date as the day it names', () => {
  expect(calendarDateText('2027-01-31')).toBe('January 31, 2027')
  expect(calendarDateText('2026-12-01')).toBe('December 1, 2026')
})
