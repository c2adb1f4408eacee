import { format, isValid, parseISO } from 'date-fns'
import { site } from '@/content/site'
import { orgZone } from './org-zone'
import type { Locale } from '@/i18n/locale'
import { defineMessages, wordsIn } from '@/i18n/messages'

type DateValue = string | Date | null | undefined

const messages = defineMessages({
  en: { missing: 'Unknown', invalid: 'Invalid date' },
  es: { missing: 'Desconocida', invalid: 'Fecha no válida' },
})

/**
 * Reads the value once and renders it (SPEC §2, §8, §9): 'Unknown' when it is missing,
 * 'Invalid date' when it cannot be read (in Spanish on a Spanish page).
 */
function render(value: DateValue, show: (date: Date) => string, locale: Locale = 'en'): string {
  if (value === null || value === undefined || value === '') return wordsIn(messages, locale).missing
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? show(date) : wordsIn(messages, locale).invalid
}

/**
 * Formats an instant on the organisation's wall clock (@date-fns/tz), so dates read the same
 * wherever the visitor is (the confirmation e-mail's 7:00 PM); 'Unknown' or 'Invalid date' as
 * render() says.
 */
export const formatInOrgZone = (pattern: string, value: DateValue) => render(value, (date) => format(date, pattern, { in: orgZone }))

// The public pages' three fixed formats, through the platform's own time zone data (Intl), each
// formatter built once: English ones when this module loads (the first formatter a page builds
// costs the browser its date data, about 10 ms on a fast machine, paid here with the module rather
// than in the middle of rendering the first event or post), es-US ones when a Spanish page first
// asks. Staff pages' patterns go through date-fns.
const FORMATS = {
  monthDayYear: { month: 'long', day: 'numeric', year: 'numeric' },
  weekdayMonthDayYear: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  timeAndZone: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>
type FormatName = keyof typeof FORMATS

// Each formatter is made when first used: making one with a time zone is slow on a phone, and a
// page that shows only dates should not pay for the time's.
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterFor = (name: FormatName, locale: Locale) => {
  const key = `${locale} ${name}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${locale}-US`, { timeZone: site.timeZone, ...FORMATS[name] })
    formatters.set(key, formatter)
  }
  return formatter
}
const formatWith = (name: FormatName, value: DateValue, locale: Locale) => render(value, (date) => formatterFor(name, locale).format(date), locale)

/** 'December 12, 2026' ('12 de diciembre de 2026') */
export const formatDate = (value: DateValue, locale: Locale = 'en') => formatWith('monthDayYear', value, locale)

/** 'Saturday, December 12, 2026' ('sábado, 12 de diciembre de 2026') */
export const formatLongDate = (value: DateValue, locale: Locale = 'en') => formatWith('weekdayMonthDayYear', value, locale)

/** '10:00 AM EST' ('10:00 a.m. EST'): the zone is named since a visitor may be elsewhere. */
export const formatTime = (value: DateValue, locale: Locale = 'en') => formatWith('timeAndZone', value, locale)
