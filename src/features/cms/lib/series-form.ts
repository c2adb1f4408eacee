import { format, getDate, isValid, parseISO } from 'date-fns'
import { z } from 'zod'
import type { EventInput } from '@contract/admin-content.ts'
import { nthWeekdayOf, recurrenceSchema, SERIES_MESSAGES, weekdaySchema, type Recurrence, type Weekday } from '@contract/series.ts'
import { formatInOrgZone } from '@/lib/format/date'
import { ApiError, errorMessage } from '@/lib/http'
import { eventFieldsSchema, eventFormDefaults, toEventInput, type FormIssue } from './event-form'

/**
 * The "Repeats" fieldset as its inputs edit it: numbers as text, the days as the checked boxes'
 * values, how it ends as a choice and both answers (the other kept while staff switch). On
 * submit, and for the preview, it becomes the contract's Recurrence (recurrenceSchema).
 */
export const repeatsFormSchema = z.object({
  frequency: z.enum(['weekly', 'monthly']),
  interval: z.string(),
  /** react-hook-form gives the checked boxes' values (false when none is checked) */
  weekdays: z.union([z.array(weekdaySchema), z.literal(false)]),
  monthlyBy: z.enum(['date', 'weekday']),
  /** the first date, 'YYYY-MM-DD' (a date input's value) */
  startDate: z.string(),
  /** 'HH:mm' (a time input's value) */
  startTime: z.string(),
  durationMinutes: z.string(),
  endsKind: z.enum(['until', 'count']),
  until: z.string(),
  count: z.string(),
})
export type RepeatsFormValues = z.infer<typeof repeatsFormSchema>
export type RepeatsField = keyof RepeatsFormValues

export const REPEATS_DEFAULTS: RepeatsFormValues = {
  frequency: 'weekly', interval: '1', weekdays: [], monthlyBy: 'date', startDate: '', startTime: '',
  durationMinutes: '60', endsKind: 'count', until: '', count: '',
}

/** Monday first, as staff read a week. */
export const WEEKDAYS: { value: Weekday; label: string }[] = [
  { value: 'MO', label: 'Mon' }, { value: 'TU', label: 'Tue' }, { value: 'WE', label: 'Wed' }, { value: 'TH', label: 'Thu' },
  { value: 'FR', label: 'Fri' }, { value: 'SA', label: 'Sat' }, { value: 'SU', label: 'Sun' },
]

const ENTER_NUMBER = 'Enter a whole number'
const AT_LEAST_ONE_DATE = 'Enter at least 1 date'

/** A whole number typed in an input, or undefined when it is blank or not one. */
function wholeNumber(text: string): number | undefined {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(n) ? n : undefined
}

/**
 * The fieldset's values as the API's Recurrence, or the problems at the fieldset's own fields.
 * Beyond the contract's rules it asks for what the API would refuse anyway (a weekly rule without
 * a day, an end before the start) so staff see it at the field before any request.
 */
export function toRecurrence(v: RepeatsFormValues): { data: Recurrence } | { issues: FormIssue[] } {
  const issues: FormIssue[] = []
  const interval = wholeNumber(v.interval)
  const duration = wholeNumber(v.durationMinutes)
  const count = wholeNumber(v.count)
  const weekdays = v.frequency === 'weekly' ? v.weekdays || [] : []
  if (interval === undefined) issues.push({ path: ['interval'], message: ENTER_NUMBER })
  if (duration === undefined) issues.push({ path: ['durationMinutes'], message: ENTER_NUMBER })
  if (v.endsKind === 'count' && count === undefined) issues.push({ path: ['count'], message: ENTER_NUMBER })
  else if (v.endsKind === 'count' && count !== undefined && count < 1) issues.push({ path: ['count'], message: AT_LEAST_ONE_DATE })
  if (v.frequency === 'weekly' && weekdays.length === 0) issues.push({ path: ['weekdays'], message: SERIES_MESSAGES.chooseWeekday })
  const result = recurrenceSchema.safeParse({
    frequency: v.frequency,
    interval,
    weekdays,
    monthlyBy: v.monthlyBy,
    startDate: v.startDate,
    startTime: v.startTime,
    durationMinutes: duration,
    ends: v.endsKind === 'until' ? { kind: 'until', until: v.until } : { kind: 'count', count },
  })
  if (result.success && v.endsKind === 'until' && v.until < v.startDate) {
    issues.push({ path: ['until'], message: SERIES_MESSAGES.endsBeforeStart })
  }
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = [fieldOfRecurrencePath(issue.path)]
      // a blank number already has its own message; the contract's type error would only repeat it
      if (!issues.some((known) => known.path[0] === path[0])) issues.push({ path, message: issue.message })
    }
  }
  return issues.length > 0 || !result.success ? { issues } : { data: result.data }
}

/** Where a Recurrence's path (the contract's, or the API's field error key) is edited in the fieldset. */
function fieldOfRecurrencePath(path: readonly PropertyKey[]): RepeatsField {
  const [first, second] = path.map(String).filter((part) => part !== 'recurrence')
  if (first === 'ends') return second === 'count' || second === 'until' ? second : 'until'
  return repeatsFormSchema.keyof().safeParse(first).data ?? 'startDate'
}

/**
 * Where a refusal of the preview or the save belongs in the fieldset: its field error key (whole
 * or dotted, with or without `recurrence`) when the API named one, else the field its sentence is
 * about, else none (then it is shown under the fieldset).
 */
export function repeatsFieldOf(key: string | undefined, message: string, endsKind: RepeatsFormValues['endsKind']): RepeatsField | null {
  const ends = endsKind === 'until' ? 'until' : 'count'
  if (message === SERIES_MESSAGES.chooseWeekday) return 'weekdays'
  if (message === SERIES_MESSAGES.endsBeforeStart) return 'until'
  if (message === SERIES_MESSAGES.tooManyDates || message === SERIES_MESSAGES.noDates) return ends
  if (!key || key === '_' || key === 'recurrence') return null
  const path = key.split('.')
  if (path.includes('ends') || path.includes('until') || path.includes('count')) return path.includes('until') ? 'until' : path.includes('count') ? 'count' : ends
  return fieldOfRecurrencePath(path)
}

/**
 * The monthly choices' words for a first date: "On day 31" and "On the second Tuesday" (or "the
 * last Friday" when the date is in its month's last seven days, as the API counts it); null
 * until a date is entered.
 */
export function monthlyWords(startDate: string): { date: string; weekday: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return null
  const day = parseISO(startDate)
  if (!isValid(day)) return null
  const { nth } = nthWeekdayOf(startDate)
  const which = nth === -1 ? 'last' : ['first', 'second', 'third', 'fourth'][nth - 1]
  return { date: `On day ${getDate(day)}`, weekday: `On the ${which} ${format(day, 'EEEE')}` }
}

/** A date of the preview as staff read it, in New Jersey time: "Tue, Mar 16, 2027, 6:30 PM". */
export const formatSeriesDate = (iso: string) => formatInOrgZone('EEE, MMM d, yyyy, h:mm a', iso)

/** What POST /api/admin/series takes. */
export interface SeriesRequest { recurrence: Recurrence; event: EventInput }

/** The event's date fields: a series' dates come from its rule, so their problems are the rule's. */
const DATE_FIELDS = new Set<PropertyKey>(['eventDate', 'endDate', 'registrationDeadline'])

/**
 * The new series form: the event's fields as the template every date copies (no dates of its
 * own) and the Repeats fieldset. The template's start is the first date's (the API ignores it;
 * the event's rules want one).
 */
export const seriesFormSchema = eventFieldsSchema.extend({ repeats: repeatsFormSchema }).transform((v, ctx): SeriesRequest => {
  const recurrence = toRecurrence(v.repeats)
  const event = toEventInput({ ...v, eventDate: `${v.repeats.startDate}T${v.repeats.startTime}`, endDate: '', registrationDeadline: '' })
  if ('data' in recurrence && 'data' in event) return { recurrence: recurrence.data, event: event.data }
  const issues = [
    ...('issues' in recurrence ? recurrence.issues.map((issue) => ({ ...issue, path: ['repeats', ...issue.path] })) : []),
    ...('issues' in event ? event.issues.filter((issue) => !DATE_FIELDS.has(issue.path[0] ?? '')) : []),
  ]
  // a template refused only for its dates while the rule is sound: say so at the first date
  if (issues.length === 0) issues.push({ path: ['repeats', 'startDate'], message: 'Enter a date' })
  for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue })
  return z.NEVER
})
export type SeriesFormValues = z.input<typeof seriesFormSchema>

/** Where a refused preview or save of the rule is said: at a field of the fieldset, or under it (field null). */
export interface PlacedError { field: RepeatsField | null; message: string }

/** The API's refusal of a rule, placed by its field error (the first) or its sentence. */
export function placeRepeatsError(error: unknown, endsKind: RepeatsFormValues['endsKind'], fallback: string): PlacedError {
  if (error instanceof ApiError && error.fieldErrors) {
    const [key, messages] = Object.entries(error.fieldErrors)[0] ?? []
    const message = messages?.[0] ?? errorMessage(error, fallback)
    return { field: repeatsFieldOf(key, message, endsKind), message }
  }
  const message = errorMessage(error, fallback)
  return { field: repeatsFieldOf(undefined, message, endsKind), message }
}

export function seriesFormDefaults(): SeriesFormValues {
  return { ...eventFormDefaults(null), repeats: REPEATS_DEFAULTS }
}
