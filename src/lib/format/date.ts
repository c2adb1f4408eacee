import { format, isValid, parseISO } from 'date-fns'
import { UTCDateMini } from '@date-fns/utc/date/mini'
import { site } from '@/content/site'
import { intlZone, type ZoneTable } from './zone-table'

/** The organisation's zone over the years the build wrote down (scripts/stack/org-zone-table.ts). */
declare const __ORG_ZONE__: ZoneTable | undefined
const orgZoneTable: ZoneTable = typeof __ORG_ZONE__ === 'undefined' ? { changes: [], until: 0 } : __ORG_ZONE__

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

const zoneByIntl = intlZone(site.timeZone)

/**
 * The organisation's wall clock at an instant (a date whose UTC fields are New Jersey's, so
 * dates read the same wherever the visitor is: the confirmation e-mail's 7:00 PM) and its
 * zone's name then ('EST'). The offset comes from the build's table, not Intl, whose first use
 * costs a phone over 100 ms on each page that shows a date; Intl only for years outside it.
 */
function orgClock(date: Date): { wall: Date; name: string } {
  const t = date.getTime()
  const { changes, until } = orgZoneTable
  const inTable = changes.length > 0 && t >= changes[0]![0] && t < until
  const [, offset, name] = inTable ? changes.findLast(([from]) => from <= t)! : zoneByIntl(t)
  return { wall: new UTCDateMini(t + offset * 60_000), name }
}

/**
 * Formats an instant in the organisation's zone; 'Unknown' or 'Invalid date' as render() says.
 * The pattern prints no zone (x, z, O): the wall clock carries none, so formatTime adds its name.
 */
export const formatInOrgZone = (pattern: string, value: DateValue) =>
  render(value, (date) => format(orgClock(date).wall, pattern))

/** 'December 12, 2026' */
export const formatDate = (value: DateValue) => formatInOrgZone('MMMM d, yyyy', value)

/** 'Saturday, December 12, 2026' */
export const formatLongDate = (value: DateValue) => formatInOrgZone('EEEE, MMMM d, yyyy', value)

/** '10:00 AM EST': the zone is named since a visitor may be elsewhere. */
export const formatTime = (value: DateValue) =>
  render(value, (date) => {
    const { wall, name } = orgClock(date)
    return `${format(wall, 'h:mm a')} ${name}`
  })
