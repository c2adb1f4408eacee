// A series' recurrence (contract/series.ts) → its dates, with the rrule package (RFC 5545).
// New Jersey wall time is kept across daylight-saving changes: rrule expands in floating time (its
// dtstart a UTC Date holding the wall-clock fields, no tzid, so every date keeps 18:30), and each
// wall time becomes its instant through @date-fns/tz. Refusals are the staff's words
// (SERIES_MESSAGES), answered before anything is saved.
import * as rruleModule from 'rrule';
import { TZDate } from '@date-fns/tz';
import {
  MAX_SERIES_DATES, nthWeekdayOf, type Recurrence, SERIES_MESSAGES, SERIES_TIME_ZONE, type SeriesPreview, type Weekday, weekdaySchema,
} from '../contract/series.ts';

// rrule 2.8.1's `main` is a UMD bundle: Node and Deno load it and hand its exports over as the
// default export; a bundler reads its ES module (`module`), where they are named.
const { RRule } = ((rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule);
type RRuleOptions = NonNullable<ConstructorParameters<typeof RRule>[0]>;

/** One date of a series: the local date the rule made, and its start and end as instants. */
export interface SeriesDate {
  date: string;
  start: Date;
  end: Date;
}

export interface SeriesPlan extends SeriesPreview {
  occurrences: SeriesDate[];
}

export type PlanResult = { ok: true; plan: SeriesPlan } | { ok: false; field: string; message: string };

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The wall-clock fields of a local date and time, as the floating Date rrule expands. */
function floating(date: string, time: string): Date {
  const [y, m, d] = parts(date);
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, h, min));
}

/** A floating Date's wall time in New Jersey, as an instant. */
const instantOf = (wall: Date) => new Date(new TZDate(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(),
  wall.getUTCHours(), wall.getUTCMinutes(), SERIES_TIME_ZONE).getTime());

/** An instant's New Jersey wall-clock fields, as a floating Date. */
const wallOf = (instant: Date) => {
  const t = new TZDate(instant.getTime(), SERIES_TIME_ZONE);
  return new Date(Date.UTC(t.getFullYear(), t.getMonth(), t.getDate(), t.getHours(), t.getMinutes()));
};

/** `day`'s New Jersey date at `time`'s New Jersey time of day (a later date moved by "this and following"). */
export function atTimeOfDay(day: Date, time: Date): Date {
  const d = wallOf(day);
  const t = wallOf(time);
  return instantOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), t.getUTCHours(), t.getUTCMinutes())));
}

const localDateOf = (wall: Date) => `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

function ruleOptions(r: Recurrence, dtstart: Date | null, until: Date | null): Partial<RRuleOptions> {
  const byday = (day: Weekday) => RRule[day];
  const [, , startDay] = parts(r.startDate);
  const base: Partial<RRuleOptions> = {
    freq: r.frequency === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    interval: r.interval,
    dtstart,
    ...(r.ends.kind === 'count' ? { count: r.ends.count } : { until }),
  };
  if (r.frequency === 'weekly') return { ...base, byweekday: weekdaySchema.options.filter((d) => r.weekdays.includes(d)).map(byday) };
  if (r.monthlyBy === 'date') return { ...base, bymonthday: startDay };
  const { weekday, nth } = nthWeekdayOf(r.startDate);
  return { ...base, byweekday: byday(weekday).nth(nth) };
}

/** The months a monthly-by-date rule on the 29th–31st skips between its first date and its end, as 'YYYY-MM'. */
function skippedMonths(r: Recurrence, last: Date | undefined): string[] {
  const [y, m, day] = parts(r.startDate);
  if (r.frequency !== 'monthly' || r.monthlyBy !== 'date' || day < 29 || !last) return [];
  const end = r.ends.kind === 'until' ? r.ends.until : localDateOf(last);
  const skipped: string[] = [];
  for (let i = 0; ; i += r.interval) {
    const year = y + Math.floor((m - 1 + i) / 12);
    const month = ((m - 1 + i) % 12) + 1;
    const monthEnd = `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
    if (`${year}-${pad(month)}-01` > end) break;
    // a month whose last day is past the end could not have had a date in the series anyway
    if (daysInMonth(year, month) < day && monthEnd <= end) skipped.push(`${year}-${pad(month)}`);
  }
  return skipped;
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const monthName = (ym: string) => {
  const [y, m] = parts(`${ym}-01`);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
};
const listed = (items: string[]) => items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "This series skips February 2027 and April 2027: they have no 31st." */
export function skipNotice(months: string[], day: number): string | null {
  if (months.length === 0) return null;
  return `This series skips ${listed(months.map(monthName))}: ${months.length === 1 ? 'it has' : 'they have'} no ${ordinal(day)}.`;
}

/** The rule as RFC 5545 writes it, UNTIL as the instant the last day ends in New Jersey. */
function rruleText(r: Recurrence): string {
  const until = r.ends.kind === 'until' ? instantOf(floating(r.ends.until, '23:59')) : null;
  return new RRule(ruleOptions(r, null, until)).toString();
}

/**
 * The series' dates and what staff read before saving, or the reason it makes none: ends before
 * it starts, more than MAX_SERIES_DATES dates, no date at all, a weekly rule without a day.
 */
export function planSeries(r: Recurrence): PlanResult {
  if (r.frequency === 'weekly' && r.weekdays.length === 0) return { ok: false, field: 'weekdays', message: SERIES_MESSAGES.chooseWeekday };
  if (r.ends.kind === 'until' && r.ends.until < r.startDate) return { ok: false, field: 'ends', message: SERIES_MESSAGES.endsBeforeStart };
  const until = r.ends.kind === 'until' ? floating(r.ends.until, '23:59') : null;
  const rule = new RRule(ruleOptions(r, floating(r.startDate, r.startTime), until));
  // one more than allowed is enough to know the series is too long
  const walls = rule.all((_, i) => i <= MAX_SERIES_DATES);
  if (walls.length > MAX_SERIES_DATES) return { ok: false, field: 'ends', message: SERIES_MESSAGES.tooManyDates };
  if (walls.length === 0) return { ok: false, field: 'ends', message: SERIES_MESSAGES.noDates };
  const occurrences = walls.map((wall) => {
    const start = instantOf(wall);
    return { date: localDateOf(wall), start, end: new Date(start.getTime() + r.durationMinutes * 60_000) };
  });
  const skipped = skippedMonths(r, walls.at(-1));
  return {
    ok: true,
    plan: {
      occurrences,
      dates: occurrences.map((o) => o.start.toISOString()),
      skippedMonths: skipped,
      notice: skipNotice(skipped, parts(r.startDate)[2]),
      rrule: rruleText(r),
    },
  };
}
