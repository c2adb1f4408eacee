import { format, isValid, parseISO } from 'date-fns'
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

// The public pages' three fixed formats, through the platform's own time zone data (Intl), each
// formatter built once, when this module loads: the first formatter a page builds costs the
// browser its date data (about 10 ms on a fast machine), paid here with the module rather than in
// the middle of rendering the first event or post. Staff pages' patterns go through date-fns.
const onOrgClock = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, ...options })
const monthDayYear = onOrgClock({ month: 'long', day: 'numeric', year: 'numeric' })
const weekdayMonthDayYear = onOrgClock({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const timeAndZone = onOrgClock({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })

/** 'December 12, 2026' */
export const formatDate = (value: DateValue) => render(value, (date) => monthDayYear.format(date))

/** 'Saturday, December 12, 2026' */
export const formatLongDate = (value: DateValue) => render(value, (date) => weekdayMonthDayYear.format(date))

/** '10:00 AM EST': the zone is named since a visitor may be elsewhere. */
export const formatTime = (value: DateValue) => render(value, (date) => timeAndZone.format(date))
