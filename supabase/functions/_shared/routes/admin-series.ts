// /api/admin/series (issue 61 item 1; contract/series.ts): the preview of a recurrence (its dates,
// the months it skips, its rule; nothing saved), the creation of a series (its row and one event per
// date, each made as the content engine makes any event: content/content-rows.ts, so each has its
// history), and a series as staff see it. POST /api/admin/events/{id}/following ("this and
// following") is mounted under /api/admin/events (routes/admin-events.ts). Row-level security
// decides: the statements run under the caller's role, behind requireAdmin.
import { Hono } from 'hono';
import { z } from 'zod';
import { type EventInput, eventInputSchema } from '../contract/admin-content.ts';
import {
  type AdminSeries, type Recurrence, recurrenceSchema, SERIES_MESSAGES, type SeriesCreated, type SeriesPreview,
} from '../contract/series.ts';
import { restoreRequestSchema } from '../contract/site-content.ts';
import { requireAdmin } from '../auth/admin.ts';
import { CONTENT_TABLES } from '../content/content-type-tables.ts';
import { type Input, insertRow, saveRowAt } from '../content/content-rows.ts';
import { resolveSlug, withSlugCheck } from '../content/slugs.ts';
import { ADMIN_EVENT_NOT_FOUND } from '../events/admin-rows.ts';
import { atTimeOfDay, planSeries, type SeriesPlan } from '../events/recurrence.ts';
import type { Tx } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseWith, readJson, uuidParam } from '../http/validate.ts';

const EVENTS = CONTENT_TABLES.find((t) => t.name === 'events')!;
export const NOT_IN_SERIES = 'This event is not a date of a series.';

/** The event every date copies (the event form's fields; its dates come from the recurrence), or the edited date's. */
const eventBodySchema = z.object({ event: z.record(z.string(), z.unknown(), { error: 'Enter the event' }) });

/**
 * The body's recurrence, its refusals keyed by the recurrence's own fields (`ends`, `interval`…),
 * as the refusals of planSeries are, so the form puts each under its field.
 */
const recurrenceOf = (body: unknown) => parseWith(recurrenceSchema, (body as { recurrence?: unknown } | null)?.recurrence);

/** The recurrence's plan, or 400 with the staff's words on the field at fault. */
function planOrRefuse(recurrence: Recurrence): SeriesPlan {
  const result = planSeries(recurrence);
  if (result.ok) return result.plan;
  throw new HttpError(400, { error: result.message, message: result.message, fieldErrors: { [result.field]: [result.message] } });
}

const previewOf = ({ dates, skippedMonths, notice, rrule }: SeriesPlan): SeriesPreview => ({ dates, skippedMonths, notice, rrule });

/** The event form's fields checked as an event's, its start (and end) given, as the event routes check them. */
const eventInput = (event: Record<string, unknown>, eventDate: string, endDate: string | null) =>
  parseWith(eventInputSchema, { ...event, eventDate, endDate }) as EventInput;

/** A date's slug: the series' with the local date, within the slug's 200 characters. */
const dateSlug = (seriesSlug: string, date: string) => `${seriesSlug.slice(0, 189).replace(/-+$/, '')}-${date}`;

/** The registration deadline as far before a date's start as the template's is before its own start. */
function deadlineFor(template: EventInput, start: Date): string | null {
  if (!template.registrationDeadline) return null;
  const lead = Date.parse(template.eventDate) - Date.parse(template.registrationDeadline);
  return new Date(start.getTime() - lead).toISOString();
}

export function adminSeriesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.post('/preview', async (c) => {
    return c.json(previewOf(planOrRefuse(recurrenceOf(await readJson(c)))));
  });

  app.post('/', async (c) => {
    const body = await readJson(c);
    const recurrence = recurrenceOf(body);
    const plan = planOrRefuse(recurrence);
    const { event } = parseWith(eventBodySchema, body);
    const first = plan.occurrences[0]!;
    const template = eventInput(event, first.start.toISOString(), first.end.toISOString());
    const slug = resolveSlug(template);
    const created = await withSlugCheck(() => withCaller(c, async (tx) => {
      const [series] = await tx<{ id: string }[]>`
        insert into public.event_series (slug, recurrence, rrule) values (${slug}, ${tx.json(recurrence as never)}, ${plan.rrule})
        returning id`;
      const eventIds: string[] = [];
      for (const date of plan.occurrences) {
        const input = { ...template, slug: dateSlug(slug, date.date), eventDate: date.start.toISOString(),
          endDate: date.end.toISOString(), registrationDeadline: deadlineFor(template, date.start) };
        const row = await insertRow(tx, EVENTS, input, c.get('deps').clock(), undefined, { series_id: series!.id, series_date: date.date });
        eventIds.push(row.id);
      }
      return { seriesId: series!.id, slug, eventIds } satisfies SeriesCreated;
    }));
    return c.json(created, 201);
  });

  app.get('/:id', async (c) => {
    const id = uuidParam(c, 'id', SERIES_MESSAGES.notFound);
    const series = await withCaller(c, (tx) => readSeries(tx, id));
    if (!series) throw notFound(SERIES_MESSAGES.notFound);
    return c.json(series);
  });
  return app;
}

/** A series as staff see it: every date, past and future, with whether it is cancelled and its seats taken. */
async function readSeries(tx: Tx, id: string): Promise<AdminSeries | null> {
  const [series] = await tx<{ id: string; slug: string; recurrence: unknown; rrule: string }[]>`
    select id, slug, recurrence, rrule from public.event_series where id = ${id}`;
  if (!series) return null;
  const dates = await tx<{ eventId: string; eventDate: Date; cancelled: boolean; seatsTaken: number }[]>`
    select e.id as "eventId", e.event_date as "eventDate", e.cancelled_at is not null as cancelled,
      public.event_seats_taken(e.id) as "seatsTaken"
    from public.events e where e.series_id = ${id} order by e.event_date, e.id`;
  return {
    ...series,
    recurrence: recurrenceSchema.parse(series.recurrence),
    dates: dates.map((d) => ({ ...d, eventDate: d.eventDate.toISOString(), seatsTaken: Number(d.seatsTaken) })),
  };
}

/**
 * "This and following": POST /api/admin/events/{id}/following {version, event}. The event is saved
 * as an edit of it is (at its version); every later date of its series that has not started takes
 * the same content (its own slug, day and publication time kept) at the edit's time of day and
 * length, and the event's Spanish translation. Dates before it are untouched. Answers {updated: n}.
 */
export function seriesFollowingRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/:id/following', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_EVENT_NOT_FOUND);
    const body = await readJson(c);
    const { version } = parseWith(restoreRequestSchema, body);
    const { event } = parseWith(eventBodySchema, body);
    const edited = parseWith(eventInputSchema, event) as EventInput;
    const now = c.get('deps').clock();
    const updated = await withSlugCheck(() => withCaller(c, async (tx) => {
      const [row] = await tx<{ seriesId: string | null; eventDate: Date }[]>`
        select series_id as "seriesId", event_date as "eventDate" from public.events where id = ${id}`;
      if (!row) throw notFound(ADMIN_EVENT_NOT_FOUND);
      if (!row.seriesId) throw new HttpError(400, { error: NOT_IN_SERIES });
      await saveRowAt(tx, EVENTS, id, version, edited as unknown as Input, now);
      const later = await tx<{ id: string; version: number; slug: string; eventDate: Date; publishAt: Date | null }[]>`
        select id, version, slug, event_date as "eventDate", publish_at as "publishAt" from public.events
        where series_id = ${row.seriesId} and id <> ${id} and event_date > ${row.eventDate} and event_date > ${now}
        order by event_date for update`;
      const start = new Date(edited.eventDate);
      const length = edited.endDate ? Date.parse(edited.endDate) - start.getTime() : null;
      for (const date of later) {
        const dateStart = atTimeOfDay(date.eventDate, start);
        const input = {
          ...edited, slug: date.slug, publishAt: date.publishAt?.toISOString() ?? null,
          eventDate: dateStart.toISOString(),
          endDate: length === null ? null : new Date(dateStart.getTime() + length).toISOString(),
          registrationDeadline: deadlineFor(edited, dateStart),
        };
        await saveRowAt(tx, EVENTS, date.id, date.version, input as unknown as Input, now);
      }
      await copyTranslations(tx, id, later.map((date) => date.id));
      return 1 + later.length;
    }));
    return c.json({ updated });
  });
  return app;
}

/** The event's translations laid on these dates as they are (replacing theirs); none: theirs stay. */
async function copyTranslations(tx: Tx, from: string, to: string[]) {
  if (to.length === 0) return;
  await tx`
    insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
    select t.subject, k.key, t.locale, t.fields, t.source, t.status, t.needs_review
    from public.content_translations t cross join unnest(${to}::text[]) as k(key)
    where t.subject = 'events' and t.subject_key = ${from}
    on conflict (subject, subject_key, locale) do update
      set fields = excluded.fields, source = excluded.source, status = excluded.status, needs_review = excluded.needs_review`;
}

