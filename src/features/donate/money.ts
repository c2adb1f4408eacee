import type { Locale } from '@/i18n/locale'

// One formatter per language, built on first use (a page's first Intl formatter loads the
// browser's number data, which then falls in the render that shows an amount): en-US on English
// pages, es-US on Spanish ones. The options are contract/donation-rules.ts formatDollars's.
const formatters: Partial<Record<Locale, Intl.NumberFormat>> = {}

/** '$50', '$1,000' or '$12.50' in the page's language (US dollars either way). */
export function formatMoney(cents: number, locale: Locale = 'en'): string {
  const formatter = (formatters[locale] ??= new Intl.NumberFormat(`${locale}-US`, { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' }))
  return formatter.format(Math.round(cents) / 100)
}
