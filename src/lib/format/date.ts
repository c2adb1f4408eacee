import { format, isValid, parseISO } from 'date-fns'
import { tzName } from '@date-fns/tz'
import { site } from '@/content/site'
import { orgZone } from './org-zone'

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

/**
 * Formats an instant on the organisation's wall clock (@date-fns/tz), so dates read the same
 * wherever the visitor is (the confirmation e-mail's 7:00 PM); 'Unknown' or 'Invalid date' as
 * render() says.
 */
export const formatInOrgZone = (pattern: string, value: DateValue) => render(value, (date) => format(date, pattern, { in: orgZone }))

/** 'December 12, 2026' */
export const formatDate = (value: DateValue) => formatInOrgZone('MMMM d, yyyy', value)

/** 'Saturday, December 12, 2026' */
export const formatLongDate = (value: DateValue) => formatInOrgZone('EEEE, MMMM d, yyyy', value)

/** '10:00 AM EST': the zone is named since a visitor may be elsewhere. */
export const formatTime = (value: DateValue) =>
  render(value, (date) => `${format(date, 'h:mm a', { in: orgZone })} ${tzName(site.timeZone, date, 'short')}`)
