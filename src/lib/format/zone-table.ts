const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** From this instant (epoch ms) the zone is `offset` minutes from UTC and is called `name` ('EST'). */
export type ZoneChange = readonly [from: number, offset: number, name: string]

/** A zone's changes over a span of years, and the instant the table stops being known to hold. */
export interface ZoneTable {
  changes: ZoneChange[]
  until: number
}

/**
 * Reads a zone's offset and short name at an instant from this platform's time zone data
 * (Intl). Building its formatters is the costly part (in a browser, the first Intl use loads
 * the locale data), so they are built on the first read.
 */
export function intlZone(timeZone: string): (at: number) => ZoneChange {
  let offsets: Intl.DateTimeFormat | undefined
  let names: Intl.DateTimeFormat | undefined
  const part = (format: Intl.DateTimeFormat, at: number) => format.formatToParts(at).find((p) => p.type === 'timeZoneName')!.value
  return (at) => {
    offsets ??= new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    names ??= new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    const [, sign, hours, minutes] = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(part(offsets, at))!
    const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0
    return [at, offset, part(names, at)]
  }
}

/**
 * The zone's offsets and short names over the years given, read with intlZone at build time.
 * The browser then formats the organisation's dates without Intl: its first use loads the
 * locale data, about 30 ms on a laptop and four times that on a phone, on every page that
 * shows a date.
 */
export function zoneTable(timeZone: string, fromYear: number, untilYear: number): ZoneTable {
  const zoneAt = intlZone(timeZone)
  const start = Date.UTC(fromYear, 0, 1)
  const until = Date.UTC(untilYear, 0, 1)
  const changes = [zoneAt(start)]
  for (let day = start; day < until; day += DAY) {
    const offset = changes.at(-1)![1]
    if (zoneAt(day + DAY)[1] === offset) continue
    // The first minute of the day that has the new offset.
    let [before, after] = [day, day + DAY]
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE
      if (zoneAt(middle)[1] === offset) before = middle
      else after = middle
    }
    changes.push(zoneAt(after))
  }
  return { changes, until }
}
