import type { BaseSalary } from '@contract/collections.ts'
import type { Locale } from '@/i18n/locale'
import { defineMessages } from '@/i18n/messages'

// The formatters are built once per language, on first use: en-US on English pages, es-US on
// Spanish ones (the pay is in US dollars either way).
type Formatters = { dollars: Intl.NumberFormat; dollarsAndCents: Intl.NumberFormat; calendarDate: Intl.DateTimeFormat }
const formatters: Partial<Record<Locale, Formatters>> = {}
const formattersFor = (locale: Locale): Formatters =>
  (formatters[locale] ??= {
    dollars: new Intl.NumberFormat(`${locale}-US`, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    dollarsAndCents: new Intl.NumberFormat(`${locale}-US`, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    calendarDate: new Intl.DateTimeFormat(`${locale}-US`, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }),
  })

/** The pay's unit in words: useMessages(salaryUnitMessages) on a page. */
export const salaryUnitMessages = defineMessages<Record<BaseSalary['unit'], string>>({
  en: { HOUR: 'an hour', YEAR: 'a year' },
  es: { HOUR: 'por hora', YEAR: 'al año' },
})

/**
 * '$18.50 - $22.00 an hour', '$52,000 - $60,000 a year', '$19.00 an hour' (a fixed rate): the
 * amounts as `locale` writes them, the unit in `per`'s words ('… por hora' on a Spanish page).
 */
export function salaryText({ min, max, unit }: BaseSalary, locale: Locale = 'en', per = salaryUnitMessages[locale]): string {
  // hourly pay is written with its cents; yearly pay only when it has some
  const cents = unit === 'HOUR' || !Number.isInteger(min) || !Number.isInteger(max)
  const { dollars, dollarsAndCents } = formattersFor(locale)
  const format = (amount: number) => (cents ? dollarsAndCents : dollars).format(amount)
  const amount = min === max ? format(min) : `${format(min)} - ${format(max)}`
  return `${amount} ${per[unit]}`
}

/**
 * A calendar date as stored ('2027-01-31') as 'January 31, 2027' ('31 de enero de 2027'): the
 * same day wherever it is read (the build's server, a visitor in another zone), since it names a
 * day, not an instant.
 */
export const calendarDateText = (isoDate: string, locale: Locale = 'en') =>
  formattersFor(locale).calendarDate.format(new Date(`${isoDate}T12:00:00Z`))
