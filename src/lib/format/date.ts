import { format, isValid, parseISO } from 'date-fns'
import { tz } from '@date-fns/tz'
import { UTCDateMini } from '@date-fns/utc/date/mini'
import { site } from '@/content/site'
import type { ZoneTable } from './zone-table'

/** The organisation's zone over the years the build wrote down (vite.config.ts). */
declare const __ORG_ZONE__: ZoneTable | undefined
const orgZoneTable: ZoneTable = typeof __ORG_ZONE__ === 'undefined' ? { changes: [], until: 0 } : __ORG_ZONE__

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

/**
 * The organisation's wall clock at an instant (a date whose UTC fields are New Jersey's) and
 * its zone's name then ('EST'), from the build's table: no Intl, whose first use costs a phone
 * over 100 ms on each page that shows a date. Undefined outside the table's years.
 */
function orgClock(date: Date): { wall: Date; name: string } | undefined {
  const t = date.getTime()
  const { changes, until } = orgZoneTable
  if (changes.length === 0 || t < changes[0]![0] || t >= until) return undefined
  const [, offset, name] = changes.findLast(([from]) => from <= t)!
  return { wall: new UTCDateMini(t + offset * 60_000), name }
}

// One formatter for every call, built on first use: building an Intl.DateTimeFormat for a
// zone is the costly part, and only dates outside the table need it.
let zoneNames: Intl.DateTimeFormat | undefined

/** The organisation's wall clock and zone name ('EST') at an instant outside the table. */
function orgClockByIntl(date: Date): { wall: Date; name: string } {
  zoneNames ??= new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, timeZoneName: 'short' })
  const name = zoneNames.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? ''
  return { wall: orgZone(date), name }
}

/**
 * Formats an instant in the organisation's zone; 'Unknown' or 'Invalid date' as render() says.
 * The pattern prints no zone (x, z, O): the wall clock carries none, so formatTime adds its name.
 */
export const formatInOrgZone = (pattern: string, value: DateValue) =>
  render(value, (date) => format((orgClock(date) ?? orgClockByIntl(date)).wall, pattern))

/** 'December 12, 2026' */
export const formatDate = (value: DateValue) => formatInOrgZone('MMMM d, yyyy', value)

/** 'Saturday, December 12, 2026' */
export const formatLongDate = (value: DateValue) => formatInOrgZone('EEEE, MMMM d, yyyy', value)

/** '10:00 AM EST': the zone is named since a visitor may be elsewhere. */
export const formatTime = (value: DateValue) =>
  render(value, (date) => {
    const { wall, name } = orgClock(date) ?? orgClockByIntl(date)
    return `${format(wall, 'h:mm a')} ${name}`
  })
