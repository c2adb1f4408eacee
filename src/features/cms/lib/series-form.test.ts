import { describe, expect, it } from 'vitest'
import { SERIES_MESSAGES } from '@contract/series.ts'
import { ApiError } from '@/lib/http'
import { EMPTY_SENSORY_FORM } from './sensory-form'
import {
  formatSeriesDate, monthlyWords, placeRepeatsError, REPEATS_DEFAULTS, repeatsFieldOf, seriesFormSchema, toRecurrence,
  type RepeatsFormValues,
} from './series-form'

const weekly: RepeatsFormValues = {
  ...REPEATS_DEFAULTS, weekdays: ['TU'], startDate: '2027-03-02', startTime: '18:30', durationMinutes: '90', count: '12',
}
const refusal = (body: unknown) => new ApiError(400, 'Bad Request', JSON.stringify(body))

describe('the Repeats fieldset as a Recurrence', () => {
  it('turns the inputs into the contract’s rule', () => {
    expect(toRecurrence(weekly)).toEqual({
      data: {
        frequency: 'weekly', interval: 1, weekdays: ['TU'], monthlyBy: 'date', startDate: '2027-03-02', startTime: '18:30',
        durationMinutes: 90, ends: { kind: 'count', count: 12 },
      },
    })
    // a monthly rule sends no days, whatever boxes were ticked before the switch; an end date instead of a count
    expect(toRecurrence({ ...weekly, frequency: 'monthly', monthlyBy: 'weekday', endsKind: 'until', until: '2027-12-31' })).toMatchObject({
      data: { frequency: 'monthly', weekdays: [], monthlyBy: 'weekday', ends: { kind: 'until', until: '2027-12-31' } },
    })
  })

  it('says what is missing at its field, in the staff’s words', () => {
    const issues = (v: RepeatsFormValues) => ('issues' in toRecurrence(v) ? (toRecurrence(v) as { issues: unknown[] }).issues : [])
    expect(issues({ ...weekly, weekdays: false })).toEqual([{ path: ['weekdays'], message: SERIES_MESSAGES.chooseWeekday }])
    expect(issues({ ...weekly, count: '' })).toEqual([{ path: ['count'], message: 'Enter a whole number' }])
    expect(issues({ ...weekly, count: '0' })).toEqual([{ path: ['count'], message: 'Enter at least 1 date' }])
    expect(issues({ ...weekly, count: '201' })).toEqual([{ path: ['count'], message: SERIES_MESSAGES.tooManyDates }])
    expect(issues({ ...weekly, interval: '13' })).toEqual([{ path: ['interval'], message: 'Repeat every 1 to 12' }])
    expect(issues({ ...weekly, durationMinutes: '10' })).toEqual([{ path: ['durationMinutes'], message: 'A date lasts 15 minutes to 24 hours' }])
    expect(issues({ ...weekly, startDate: '', startTime: '' })).toEqual([
      { path: ['startDate'], message: 'Enter a date' }, { path: ['startTime'], message: 'Enter a time' },
    ])
    expect(issues({ ...weekly, endsKind: 'until', until: '2027-03-01' })).toEqual([{ path: ['until'], message: SERIES_MESSAGES.endsBeforeStart }])
  })
})

describe('the monthly choices’ words', () => {
  it('names the day of the month and the weekday the first date falls on', () => {
    expect(monthlyWords('2027-03-09')).toEqual({ date: 'On day 9', weekday: 'On the second Tuesday' })
    expect(monthlyWords('2027-01-31')).toEqual({ date: 'On day 31', weekday: 'On the last Sunday' })
    // in the month's last seven days it is the last, as the API counts it (February 2027 has 28 days)
    expect(monthlyWords('2027-02-22')).toEqual({ date: 'On day 22', weekday: 'On the last Monday' })
    expect(monthlyWords('2027-03-22')).toEqual({ date: 'On day 22', weekday: 'On the fourth Monday' })
    expect(monthlyWords('')).toBeNull()
    expect(monthlyWords('2027-02-30')).toBeNull()
  })
})

describe('a preview date', () => {
  it('reads in New Jersey time on both sides of daylight saving', () => {
    expect(formatSeriesDate('2027-03-16T22:30:00.000Z')).toBe('Tue, Mar 16, 2027, 6:30 PM') // EDT
    expect(formatSeriesDate('2027-03-09T23:30:00.000Z')).toBe('Tue, Mar 9, 2027, 6:30 PM') // EST
  })
})

describe('where the API’s refusal of a rule is said', () => {
  it('at the field its key or its sentence names, else under the fieldset', () => {
    expect(repeatsFieldOf('recurrence.ends.until', 'Enter a date', 'until')).toBe('until')
    expect(repeatsFieldOf('interval', 'Repeat every 1 to 12', 'count')).toBe('interval')
    expect(repeatsFieldOf('recurrence', SERIES_MESSAGES.tooManyDates, 'count')).toBe('count')
    expect(repeatsFieldOf(undefined, SERIES_MESSAGES.chooseWeekday, 'count')).toBe('weekdays')
    expect(repeatsFieldOf(undefined, 'Something else', 'count')).toBeNull()
    expect(placeRepeatsError(refusal({ error: SERIES_MESSAGES.endsBeforeStart }), 'until', 'fallback'))
      .toEqual({ field: 'until', message: SERIES_MESSAGES.endsBeforeStart })
    expect(placeRepeatsError(refusal({ error: 'Validation failed', fieldErrors: { recurrence: [SERIES_MESSAGES.noDates] } }), 'until', 'fallback'))
      .toEqual({ field: 'until', message: SERIES_MESSAGES.noDates })
    expect(placeRepeatsError(new Error('offline'), 'count', 'Failed.')).toEqual({ field: null, message: 'Failed.' })
  })
})

describe('the new series form', () => {
  const form = {
    title: 'Parent Support Group', slug: '', description: 'An evening together', location: 'Morristown', eventDate: '', endDate: '',
    registrationDeadline: '', maxCapacity: '20', published: true, locationId: '', sensoryProfile: EMPTY_SENSORY_FORM, repeats: weekly,
  }

  it('sends the rule and the template, whose start is the first date’s', () => {
    const body = seriesFormSchema.parse(form)
    expect(body.recurrence).toMatchObject({ frequency: 'weekly', weekdays: ['TU'], ends: { kind: 'count', count: 12 } })
    expect(body.event).toMatchObject({ title: 'Parent Support Group', maxCapacity: 20, eventDate: '2027-03-02T23:30:00.000Z', endDate: null })
  })

  it('says a rule’s problems at the fieldset’s fields, not at dates the form does not show', () => {
    const result = seriesFormSchema.safeParse({ ...form, description: '', repeats: { ...weekly, startDate: '' } })
    expect(result.success).toBe(false)
    const paths = result.error!.issues.map((issue) => issue.path.join('.'))
    expect(paths).toContain('repeats.startDate')
    expect(paths).toContain('description')
    expect(paths).not.toContain('eventDate')
  })
})
