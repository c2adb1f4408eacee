import { addDays, addMinutes, differenceInMinutes } from 'date-fns'

/** From this instant (epoch ms) the zone is `offset` minutes from UTC and is called `name` ('EST'). */
export type ZoneChange = readonly [from: number, offset: number, name: string]

/** A zone's changes over a span of years, and the instant the table stops being known to hold. */
export interface ZoneTable {
  changes: ZoneChange[]
  until: number
}

/**
 * The zone's offsets and short names over the years given, read from this machine's own time
 * zone data (Intl) at build time. The browser then formats the organisation's dates without
 * Intl: its first use loads the locale data, about 30 ms on a laptop and four times that on a
 * phone, on every page that shows a date.
 */
export function zoneTable(timeZone: string, fromYear: number, untilYear: number): ZoneTable {
  const offsets = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
  const names = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
  const part = (format: Intl.DateTimeFormat, at: Date) => format.formatToParts(at).find((p) => p.type === 'timeZoneName')!.value
  const offsetAt = (at: Date) => {
    const [, sign, hours, minutes] = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(part(offsets, at))!
    return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0
  }
  const change = (at: Date): ZoneChange => [at.getTime(), offsetAt(at), part(names, at)]

  const start = new Date(Date.UTC(fromYear, 0, 1))
  const end = new Date(Date.UTC(untilYear, 0, 1))
  const changes = [change(start)]
  for (let day = start; day < end; day = addDays(day, 1)) {
    const next = addDays(day, 1)
    if (offsetAt(next) === changes.at(-1)![1]) continue
    // The first minute of the day that has the new offset.
    let [before, after] = [day, next]
    while (differenceInMinutes(after, before) > 1) {
      const middle = addMinutes(before, Math.floor(differenceInMinutes(after, before) / 2))
      if (offsetAt(middle) === changes.at(-1)![1]) before = middle
      else after = middle
    }
    changes.push(change(after))
  }
  return { changes, until: end.getTime() }
}
