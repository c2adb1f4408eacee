// Event series (issue 61, item 1): a recurrence that makes dates, each date an event of its own
// (public.events with series_id), so capacity, registrations, waitlist, reminders, the door list
// and cancellation work per date as they do for any event.
//
// Admin: POST /api/admin/series/preview {recurrence} → 200 SeriesPreview (400 {error, fieldErrors}
//          with the staff-facing messages below; nothing is created)
//        POST /api/admin/series {recurrence, event: EventInput} → 201 {seriesId, slug, eventIds}
//          (the event input is the template every date copies; its eventDate/endDate are ignored:
//          the dates come from the recurrence, each date's end = start + durationMinutes)
//        GET  /api/admin/series/:id → AdminSeries
//        POST /api/admin/events/:id/following {version, event: EventInput} → 200 {updated: n}
//          ("this and following": the date's content and time of day go to it and every later
//          date of its series that has not taken place; dates before it are untouched)
//        cancelling or moving one date: the existing event actions (POST /api/admin/events/:id/cancel,
//          PUT /api/admin/events/:id with a new eventDate), which keep series_id.
// Public: GET /api/series/:slug → PublicSeries (404 {error: 'Series not found'})
//         POST /api/series/:slug/register {eventIds, ...registration fields} → 201 SeriesRegistered
//           (one registration per chosen date in one transaction, each date's seats checked as a
//           single registration's are; one confirmation e-mail naming every date, with an .ics
//           holding one VEVENT per date)
import { z } from 'zod';
import { timestampSchema } from './common.ts';
import { eventSchema, registrationRequestSchema } from './events.ts';

export const SERIES_TIME_ZONE = 'America/New_York';
export const MAX_SERIES_DATES = 200;

export const SERIES_MESSAGES = {
  endsBeforeStart: 'The series ends before it starts. Choose an end date after the first date.',
  tooManyDates: `A series can have at most ${MAX_SERIES_DATES} dates. Choose an earlier end date or fewer dates.`,
  noDates: 'This pattern makes no dates. Check the days and the end date.',
  chooseWeekday: 'Choose at least one day of the week.',
  notFound: 'Series not found',
  chooseDate: 'Choose at least one date.',
  dateNotInSeries: 'One of the chosen dates is not a date of this series.',
} as const;

/** Two-letter days as RFC 5545 writes them (BYDAY). */
export const weekdaySchema = z.enum(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);
export type Weekday = z.infer<typeof weekdaySchema>;

/**
 * The weekday a monthly-by-weekday rule keeps: the start date's ('YYYY-MM-DD'), as its n-th in the
 * month (1–4), or -1 (the last) when the date is in its month's last seven days. The API's rule and
 * the staff form's words ("On the last Friday") both read it.
 */
export function nthWeekdayOf(startDate: string): { weekday: Weekday; nth: number } {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const weekday = weekdaySchema.options[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { weekday, nth: d + 7 > daysInMonth ? -1 : Math.ceil(d / 7) };
}

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date' });
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time' });

/**
 * How a series repeats, in New Jersey wall time (SERIES_TIME_ZONE): a date keeps its local start
 * time across the daylight-saving changes. weekly: every `interval` weeks on `weekdays`; monthly:
 * every `interval` months on the start date's day of the month (`monthlyBy: 'date'`; months without
 * that day are skipped, as RFC 5545 does) or its n-th weekday (`'weekday'`: the 2nd Tuesday; the
 * last Friday when the start date is in its month's last seven days).
 */
export const recurrenceSchema = z.object({
  frequency: z.enum(['weekly', 'monthly']),
  interval: z.number().int().min(1, { error: 'Repeat every 1 to 12' }).max(12, { error: 'Repeat every 1 to 12' }),
  weekdays: z.array(weekdaySchema).default([]),
  monthlyBy: z.enum(['date', 'weekday']).default('date'),
  /** the first date (local), and the first occurrence is the first date on or after it the pattern makes */
  startDate: localDate,
  startTime: localTime,
  durationMinutes: z.number().int().min(15, { error: 'A date lasts 15 minutes to 24 hours' })
    .max(1440, { error: 'A date lasts 15 minutes to 24 hours' }),
  ends: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('until'), until: localDate }),
    z.object({ kind: z.literal('count'), count: z.number().int().min(1).max(MAX_SERIES_DATES, { error: SERIES_MESSAGES.tooManyDates }) }),
  ]),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;
export type RecurrenceInput = z.input<typeof recurrenceSchema>;

export const seriesPreviewSchema = z.object({
  /** each date's start, as an instant */
  dates: z.array(timestampSchema),
  /**
   * Months a monthly-by-date rule on the 29th–31st skips within the series' span, as 'YYYY-MM',
   * and the sentence staff read before saving ("This series skips February 2027 and April 2027:
   * they have no 31st."); empty / null otherwise.
   */
  skippedMonths: z.array(z.string()),
  notice: z.string().nullable(),
  /** the rule as RFC 5545 writes it (RRULE:…), for the .ics and JSON-LD */
  rrule: z.string(),
});
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

export const seriesCreatedSchema = z.object({ seriesId: z.string(), slug: z.string(), eventIds: z.array(z.string()) });
export type SeriesCreated = z.infer<typeof seriesCreatedSchema>;

export const adminSeriesSchema = z.object({
  id: z.string(), slug: z.string(), recurrence: recurrenceSchema, rrule: z.string(),
  /** every date, past and future, in date order: id, start, whether cancelled, seats taken */
  dates: z.array(z.object({
    eventId: z.string(), eventDate: timestampSchema, cancelled: z.boolean(), seatsTaken: z.number().int(),
  })),
});
export type AdminSeries = z.infer<typeof adminSeriesSchema>;

/**
 * What an event says of its series (absent or null: not part of one). Declared beside eventSchema,
 * which carries it (contract/events.ts: this file imports that one, so the other way would be a circle).
 */
export { eventSeriesRefSchema } from './events.ts';

export const publicSeriesSchema = z.object({
  slug: z.string(),
  /** the title, description, location, image and sensory profile of the series' next date (else its last) */
  title: z.string(),
  description: z.string(),
  location: z.string(),
  rrule: z.string(),
  /** a sentence in the page's language: "Every Tuesday, 6:30 PM" / "Todos los martes, 6:30 p. m." */
  schedule: z.string(),
  /** the dates that have not taken place, cancelled ones included (shown as cancelled) */
  upcoming: z.array(eventSchema),
});
export type PublicSeries = z.infer<typeof publicSeriesSchema>;

export const seriesRegistrationRequestSchema = registrationRequestSchema.extend({
  eventIds: z.array(z.uuid({ error: SERIES_MESSAGES.dateNotInSeries })).min(1, { error: SERIES_MESSAGES.chooseDate })
    .max(MAX_SERIES_DATES),
});
export type SeriesRegistrationRequest = z.infer<typeof seriesRegistrationRequestSchema>;

/**
 * 201. Failures: 404 'Series not found'; 400 {error, fieldErrors} (a date not of this series, none
 * chosen); 409 {error, full: eventIds} when a chosen date is full, closed or cancelled: nothing is
 * stored then, and the form says which dates to drop.
 */
export const seriesRegisteredSchema = z.object({
  registrations: z.array(z.object({ eventId: z.string(), registrationId: z.string() })),
  message: z.string(),
});
export type SeriesRegistered = z.infer<typeof seriesRegisteredSchema>;
