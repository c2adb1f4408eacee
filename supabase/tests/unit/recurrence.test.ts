// The series' recurrence (events/recurrence.ts): dates in New Jersey wall time across the
// daylight-saving changes, every n weeks, monthly by date (months without the day skipped, and
// said so) and by weekday, count against until, and the refusals in the staff's words.
import { describe, expect, it } from 'vitest'
import { type RecurrenceInput, recurrenceSchema, SERIES_MESSAGES } from '../../functions/_shared/contract/series.ts'
import { planSeries } from '../../functions/_shared/events/recurrence.ts'

const NY = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const local = (iso: string) => NY.format(new Date(iso))
const ymd = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso))

function plan(input: Partial<RecurrenceInput>) {
  const r = recurrenceSchema.parse({
    frequency: 'weekly', interval: 1, weekdays: ['TU'], startDate: '2027-01-05', startTime: '18:30', durationMinutes: 90,
    ends: { kind: 'count', count: 4 }, ...input,
  })
  return planSeries(r)
}
function dates(input: Partial<RecurrenceInput>) {
  const result = plan(input)
  if (!result.ok) throw new Error(result.message)
  return result.plan
}

describe('weekly', () => {
  it('keeps 18:30 New Jersey time over the March and November changes while the UTC hour moves', () => {
    // Sundays from March 7 to November 14, 2027: the clocks change on March 14 and November 7
    const p = dates({ weekdays: ['SU'], startDate: '2027-03-07', ends: { kind: 'until', until: '2027-11-14' } })
    expect(p.dates.map(local).every((t) => t === '18:30')).toBe(true)
    const utcHour = (day: string) => new Date(p.dates.find((d) => ymd(d) === day)!).getUTCHours()
    expect(utcHour('2027-03-07')).toBe(23) // EST, UTC−5
    expect(utcHour('2027-03-14')).toBe(22) // EDT, UTC−4, from the day of the change
    expect(utcHour('2027-10-31')).toBe(22)
    expect(utcHour('2027-11-07')).toBe(23) // EST again
    expect(p.dates).toHaveLength(37)
    expect(p.occurrences[0]).toMatchObject({ date: '2027-03-07' })
    expect(p.occurrences[0]!.end.getTime() - p.occurrences[0]!.start.getTime()).toBe(90 * 60_000)
  })

  it('repeats every 2 weeks on the chosen days, from the first of them on or after the start date', () => {
    const p = dates({ interval: 2, weekdays: ['TH', 'TU'], startDate: '2027-01-06', ends: { kind: 'count', count: 5 } })
    // Wednesday the 6th: the first date is Thursday the 7th; then the week two weeks on
    expect(p.dates.map(ymd)).toEqual(['2027-01-07', '2027-01-19', '2027-01-21', '2027-02-02', '2027-02-04'])
    expect(p.rrule).toBe('RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=5;BYDAY=TU,TH')
    expect(p.notice).toBeNull()
  })

  it('refuses a weekly rule with no day', () => {
    expect(plan({ weekdays: [] })).toEqual({ ok: false, field: 'weekdays', message: SERIES_MESSAGES.chooseWeekday })
  })
})

describe('monthly', () => {
  it('on the 31st skips the months without one and says which before saving', () => {
    const p = dates({ frequency: 'monthly', monthlyBy: 'date', startDate: '2027-01-31', startTime: '10:00',
      ends: { kind: 'until', until: '2027-12-31' } })
    expect(p.dates.map(ymd)).toEqual(['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31', '2027-10-31', '2027-12-31'])
    expect(p.skippedMonths).toEqual(['2027-02', '2027-04', '2027-06', '2027-09', '2027-11'])
    expect(p.notice).toBe('This series skips February 2027, April 2027, June 2027, September 2027 and November 2027: they have no 31st.')
    expect(p.dates.map(local).every((t) => t === '10:00')).toBe(true)
  })

  it('on the 30th names February alone', () => {
    const p = dates({ frequency: 'monthly', monthlyBy: 'date', startDate: '2027-01-30', ends: { kind: 'count', count: 3 } })
    expect(p.dates.map(ymd)).toEqual(['2027-01-30', '2027-03-30', '2027-04-30'])
    expect(p.notice).toBe('This series skips February 2027: it has no 30th.')
  })

  it('on the 15th skips nothing', () => {
    const p = dates({ frequency: 'monthly', monthlyBy: 'date', startDate: '2027-01-15', ends: { kind: 'count', count: 3 } })
    expect(p.skippedMonths).toEqual([])
    expect(p.notice).toBeNull()
  })

  it('on the 2nd Tuesday', () => {
    // January 12, 2027 is the month's second Tuesday
    const p = dates({ frequency: 'monthly', monthlyBy: 'weekday', startDate: '2027-01-12', ends: { kind: 'count', count: 4 } })
    expect(p.dates.map(ymd)).toEqual(['2027-01-12', '2027-02-09', '2027-03-09', '2027-04-13'])
    expect(p.rrule).toBe('RRULE:FREQ=MONTHLY;INTERVAL=1;COUNT=4;BYDAY=+2TU')
  })

  it('on the last Friday when the start date is in its month\'s last seven days', () => {
    // January 29, 2027 is the last Friday of January (and its 5th; February's last is its 4th)
    const p = dates({ frequency: 'monthly', monthlyBy: 'weekday', startDate: '2027-01-29', ends: { kind: 'count', count: 3 } })
    expect(p.dates.map(ymd)).toEqual(['2027-01-29', '2027-02-26', '2027-03-26'])
    expect(p.rrule).toContain('BYDAY=-1FR')
  })
})

describe('ends', () => {
  it('after a count or on a date: the same dates when both end there', () => {
    const byCount = dates({ ends: { kind: 'count', count: 3 } })
    const byDate = dates({ ends: { kind: 'until', until: '2027-01-19' } })
    expect(byCount.dates).toEqual(byDate.dates)
    expect(byDate.dates).toHaveLength(3)
    // the end date counts: a date on it is in the series
    expect(ymd(byDate.dates.at(-1)!)).toBe('2027-01-19')
    expect(byDate.rrule).toMatch(/^RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=20270120T045900Z;BYDAY=TU$/)
  })

  it('refuses more than 200 dates, and takes 200', () => {
    expect(plan({ weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], ends: { kind: 'until', until: '2027-07-24' } }))
      .toEqual({ ok: false, field: 'ends', message: SERIES_MESSAGES.tooManyDates })
    const p = dates({ weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], ends: { kind: 'until', until: '2027-07-23' } })
    expect(p.dates).toHaveLength(200)
    expect(recurrenceSchema.safeParse({ frequency: 'weekly', interval: 1, weekdays: ['TU'], startDate: '2027-01-05',
      startTime: '18:30', durationMinutes: 60, ends: { kind: 'count', count: 201 } }).error?.issues[0]?.message).toBe(SERIES_MESSAGES.tooManyDates)
  })

  it('refuses an end before the start', () => {
    expect(plan({ ends: { kind: 'until', until: '2027-01-04' } })).toEqual({ ok: false, field: 'ends', message: SERIES_MESSAGES.endsBeforeStart })
  })

  it('refuses a pattern that makes no date', () => {
    // a Tuesday-only rule from a Wednesday to the Saturday after it
    expect(plan({ startDate: '2027-01-06', ends: { kind: 'until', until: '2027-01-09' } }))
      .toEqual({ ok: false, field: 'ends', message: SERIES_MESSAGES.noDates })
  })
})
