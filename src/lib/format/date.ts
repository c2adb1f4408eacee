import { format, isValid, parseISO } from 'date-fns'
import { tz } from '@date-fns/tz'
import { site } from '@/content/site'

/**
 * The organisation's time zone as a date-fns context: its events happen in New Jersey, so a
 * visitor elsewhere sees the same 7:00 PM as the confirmation e-mail, and staff dates and
 * day filters follow New Jersey days.
 */
export const orgZone = tz(site.timeZone)

type DateValue = string | Date | null | undefined

/**
 * Reads the value once and renders it (SPEC §2, §8, §9): 'Unknown' when it is missing,
 * 'Invalid date' when it cannot be read.
 */
function render(value: DateValue, show: (date: Date) => string): string {
  if (value === null || value === undefined || value === '') return 'Unknown'
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? show(date) : 'Invalid date'
}

/** Formats an instant in the organisation's zone; 'Unknown' or 'Invalid date' as render() says. */
export const formatInOrgZone = (pattern: string, value: DateValue) => render(value, (date) => format(date, pattern, { in: orgZone }))

// One formatter for every call, built on first use: building an Intl.DateTimeFormat for a
// zone is the costly part, and pages that load this module need not show a time.
let zoneNames: Intl.DateTimeFormat | undefined

/** 'EST' or 'EDT': the zone's short name at that instant (date-fns only prints 'GMT-5'). */
const zoneName = (date: Date) => {
  zoneNames ??= new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, timeZoneName: 'short' })
  return zoneNames.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? ''
}

/** 'December 12, 2026' */
export const formatDate = (value: DateValue) => formatInOrgZone('MMMM d, yyyy', value)

/** 'Saturday, December 12, 2026' */
export const formatLongDate = (value: DateValue) => formatInOrgZone('EEEE, MMMM d, yyyy', value)

/** '10:00 AM EST': the zone is named since a visitor may be elsewhere. */
export const formatTime = (value: DateValue) => render(value, (date) => `${format(date, 'h:mm a', { in: orgZone })} ${zoneName(date)}`)
