// The series page's schedule sentence (events/series-schedule.ts), in English and Spanish.
import { describe, expect, it } from 'vitest'
import { type RecurrenceInput, recurrenceSchema } from '../../functions/_shared/contract/series.ts'
import { scheduleSentence } from '../../functions/_shared/events/series-schedule.ts'

const rule = (input: Partial<RecurrenceInput>) => recurrenceSchema.parse({
  frequency: 'weekly', interval: 1, weekdays: ['TU'], startDate: '2027-01-05', startTime: '18:30', durationMinutes: 90,
  ends: { kind: 'count', count: 4 }, ...input,
})
const both = (input: Partial<RecurrenceInput>) => [scheduleSentence(rule(input), 'en'), scheduleSentence(rule(input), 'es')]

describe('the schedule sentence', () => {
  it('says a weekly rule\'s days and time', () => {
    expect(both({})).toEqual(['Every Tuesday, 6:30 PM', 'Todos los martes, 6:30 p. m.'])
    expect(both({ interval: 2, weekdays: ['TH', 'TU'], startTime: '09:00' }))
      .toEqual(['Every 2 weeks on Tuesday and Thursday, 9:00 AM', 'Cada 2 semanas, los martes y jueves, 9:00 a. m.'])
    expect(both({ weekdays: ['SA'], startTime: '12:00' })).toEqual(['Every Saturday, 12:00 PM', 'Todos los sábados, 12:00 p. m.'])
  })

  it('says a monthly rule\'s weekday or date', () => {
    // January 9, 2027 is the month's second Saturday; January 29 its last Friday
    expect(both({ frequency: 'monthly', monthlyBy: 'weekday', startDate: '2027-01-09', startTime: '10:00' }))
      .toEqual(['The second Saturday of every month, 10:00 AM', 'El segundo sábado de cada mes, 10:00 a. m.'])
    expect(both({ frequency: 'monthly', monthlyBy: 'weekday', startDate: '2027-01-29', startTime: '19:00', interval: 2 }))
      .toEqual(['The last Friday, every 2 months, 7:00 PM', 'El último viernes, cada 2 meses, 7:00 p. m.'])
    expect(both({ frequency: 'monthly', monthlyBy: 'date', startDate: '2027-01-31', startTime: '00:30' }))
      .toEqual(['The 31st of every month, 12:30 AM', 'El día 31 de cada mes, 12:30 a. m.'])
  })
})
