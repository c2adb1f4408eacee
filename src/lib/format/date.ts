import { format, isValid, parseISO } from 'date-fns'
import { tz } from '@date-fns/tz'
import { site } from '@/content/site'

/**
 * The organisation's time zone as a date-fns context: its events happen in New Jersey, so a
 * visitor elsewhere sees the same 7:00 PM as the confirmation e-mail, and staff dates and
 * day filters follow New Jersey days.
 */
export const orgZone = tz(site.timeZone)

/**
 * Formats an instant in the organisation's zone (SPEC §2, §8, §9): 'Unknown' when the value
 * is missing, 'Invalid date' when it cannot be read.
 */
export function formatInOrgZone(pattern: string, value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Unknown'
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? format(date, pattern, { in: orgZone }) : 'Invalid date'
}

/** 'EST' or 'EDT': the zone's short name at that instant (date-fns only prints 'GMT-5'). */
function zoneName(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, timeZoneName: 'short' }).formatToParts(date)
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? ''
}

/** 'December 12, 2026' */
export const formatDate = (value: string | Date | null | undefined) => formatInOrgZone('MMMM d, yyyy', value)

/** 'Saturday, December 12, 2026' */
export const formatLongDate = (value: string | Date | null | undefined) => formatInOrgZone('EEEE, MMMM d, yyyy', value)

/** '10:00 AM EST': the zone is named since a visitor may be elsewhere. */
export function formatTime(value: string | Date | null | undefined): string {
  const time = formatInOrgZone('h:mm a', value)
  const date = typeof value === 'string' ? parseISO(value) : value
  return date && isValid(date) ? `${time} ${zoneName(date)}` : time
}
