import type { BaseSalary } from '@contract/site-content.ts'

const dollars = (amount: number, cents: boolean) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(amount)

/** '$18.50 - $22.00 an hour', '$52,000 - $60,000 a year', '$19.00 an hour' (a fixed rate). */
export function salaryText({ min, max, unit }: BaseSalary): string {
  // hourly pay is written with its cents; yearly pay only when it has some
  const cents = unit === 'HOUR' || !Number.isInteger(min) || !Number.isInteger(max)
  const amount = min === max ? dollars(min, cents) : `${dollars(min, cents)} - ${dollars(max, cents)}`
  return `${amount} ${unit === 'HOUR' ? 'an hour' : 'a year'}`
}

const calendarDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })

/**
 * A calendar date as stored ('2027-01-31') as 'January 31, 2027': the same day wherever it is
 * read (the build's server, a visitor in another zone), since it names a day, not an instant.
 */
export const calendarDateText = (isoDate: string) => calendarDate.format(new Date(`${isoDate}T12:00:00Z`))
