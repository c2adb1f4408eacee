// GET /api/series/{slug} (public: the series' dates that have not taken place, its schedule in the
// page's language) and POST /api/series/{slug}/register (one family, several dates, all or nothing
// through public.register_for_series(): each date's seats as a single registration's, one
// confirmation naming every date). The write takes JSON from the app or the form's own urlencoded
// post (http/form-post.ts), which is held without the proof-of-work check as a single
// registration is (held/held-submissions.ts). Contract: contract/series.ts.
import { Hono } from 'hono';
import { slugSchema } from '../contract/common.ts';
import { requestedLocale } from '../contract/translations.ts';
import {
  type PublicSeries, recurrenceSchema, SERIES_MESSAGES, type SeriesRegistered, type SeriesRegistrationRequest,
  seriesRegistrationRequestSchema,
} from '../contract/series.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answerFormPost, isNativeForm, urlencodedFields } from '../http/form-post.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { requireHuman } from '../http/human-check.ts';
import { sendOrHold } from '../held/held-submissions.ts';
import { sharedJson } from '../http/shared-cache.ts';
import { tableTag } from '../site/cache-tags.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { parseWith, validBody } from '../http/validate.ts';
import type { Locale } from '../mail/templates/language.ts';
import { visitorLocale } from '../mail/visitor-locale.ts';
import { scheduleSentence } from '../events/series-schedule.ts';
import { ALREADY_REGISTERED, COLUMNS, type EventRow, eventsOf, formRefusal, LIVE, type Outcome, secondsUntilChange } from './events.ts';

export const SERIES_DATES_FULL = 'Some of the chosen dates are full or closed. Remove them and try again.';
export const SERIES_ALREADY_REGISTERED = 'This email address is already registered for some of the chosen dates. Remove them and try again.';

export function seriesRoutes() {
  const app = new Hono<AppEnv>();

  // Seats, cancellations and content of the dates change with their events (purged by the events'
  // tags); which dates are upcoming changes with the clock, so the answer is kept until the next such moment.
  app.get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!slugSchema.safeParse(slug).success) throw notFound(SERIES_MESSAGES.notFound);
    const locale = requestedLocale(c.req.query('lang'));
    const now = c.get('deps').clock();
    const found = await withCaller(c, async (tx) => {
      const [series] = await tx<{ id: string; slug: string; recurrence: unknown; rrule: string }[]>`
        select id, slug, recurrence, rrule from public.event_series where slug = ${slug}`;
      if (!series) return null;
      const rows = await tx<EventRow[]>`
        select ${tx.unsafe(COLUMNS)} from public.events e
        where series_id = ${series.id} and ${tx.unsafe(LIVE)} and event_date > ${now}
        order by event_date, id`;
      // the page names the series as its next date does, else as its last
      const last = rows.length ? undefined : (await tx<EventRow[]>`
        select ${tx.unsafe(COLUMNS)} from public.events e where series_id = ${series.id} and ${tx.unsafe(LIVE)}
        order by event_date desc limit 1`)[0];
      const first = last ?? rows[0];
      if (!first) return null;
      const [shown, ...upcoming] = await eventsOf(tx, locale, [first, ...rows], now);
      return { series, rows, shown: shown!, upcoming };
    });
    if (!found) throw notFound(SERIES_MESSAGES.notFound);
    const { series, rows, shown, upcoming } = found;
    const body: PublicSeries = {
      slug: series.slug,
      title: shown.title,
      description: shown.description,
      location: shown.location,
      rrule: series.rrule,
      schedule: scheduleOf(series.recurrence, locale ?? 'en'),
      upcoming,
    };
    return sharedJson(c, body, [tableTag('events'), tableTag('locations')], { byLanguage: true, freshFor: secondsUntilChange(rows, now) });
  });

  app.post('/:slug/register', limitPublicPosts('registration-ip'), async (c) => {
    const slug = c.req.param('slug');
    if (isNativeForm(c)) {
      return answerFormPost(c, 'registration', () => urlencodedFields(c, ['eventIds']), async (fields, locale) => {
        const body = seriesFormBody(fields);
        const hold = () => ({ form: 'series_registration' as const, fields: { ...fields, series: slug }, email: body.attendeeEmail, locale });
        return sendOrHold(c, body, hold, () => registerForSeries(c, slug, body, locale));
      });
    }
    const body = await validBody(c, seriesRegistrationRequestSchema);
    await requireHuman(c, body.altcha);
    return c.json(await registerForSeries(c, slug, body, visitorLocale(c)), 201);
  });
  return app;
}

/** The schedule sentence; none for a rule stored in another shape (never a 500 for the page). */
function scheduleOf(recurrence: unknown, locale: Locale): string {
  const parsed = recurrenceSchema.safeParse(recurrence);
  return parsed.success ? scheduleSentence(parsed.data, locale) : '';
}

/** A series registration's form fields (its dates joined by commas: http/form-post.ts) as the JSON body. */
export const seriesFormBody = (fields: Record<string, string>) =>
  parseWith(seriesRegistrationRequestSchema, { ...fields, eventIds: fields.eventIds?.split(',').filter(Boolean) ?? [] });

const fieldError = (field: string, message: string) => new HttpError(400, { error: 'Validation failed', message, fieldErrors: { [field]: [message] } });

/**
 * Registers one family for the chosen dates of the series `slug` (the address's hit counted, the
 * check passed or a held form confirmed: routes/held.ts); a refusal is thrown as its HttpError,
 * and nothing is stored then.
 */
export async function registerForSeries(c: AppContext, slug: string, body: SeriesRegistrationRequest, locale: Locale): Promise<SeriesRegistered> {
  const message = 'Registration confirmed';
  if (body.website) return { registrations: body.eventIds.map((eventId) => ({ eventId, registrationId: crypto.randomUUID() })), message };
  if (!slugSchema.safeParse(slug).success) throw notFound(SERIES_MESSAGES.notFound);
  const r = await withCaller(c, async (tx) => {
    const [series] = await tx<{ id: string }[]>`select id from public.event_series where slug = ${slug}`;
    if (!series) return null;
    const [row] = await tx<{ r: Outcome }[]>`select public.register_for_series(${series.id}, ${body.eventIds}::uuid[],
      ${body.attendeeName}, ${body.attendeeEmail}, ${body.attendeePhone ?? null}, ${body.numberOfGuests},
      ${body.specialRequests ?? null}, ${body.accommodations ?? null}, ${locale}) as r`;
    return row?.r ?? {};
  });
  if (!r) throw notFound(SERIES_MESSAGES.notFound);
  switch (r.result) {
    case 'registered':
      return { registrations: r.registrations as SeriesRegistered['registrations'], message };
    case 'refused': {
      const error = r.reason === 'already_registered' ? SERIES_ALREADY_REGISTERED : SERIES_DATES_FULL;
      throw new HttpError(409, { error, full: (r.full as string[]).map(String) });
    }
    case 'not_in_series':
      throw fieldError('eventIds', SERIES_MESSAGES.dateNotInSeries);
    case 'no_dates':
      throw fieldError('eventIds', SERIES_MESSAGES.chooseDate);
    case 'already_registered':
      throw new HttpError(409, { error: ALREADY_REGISTERED });
    default:
      throw formRefusal(r, 'register_for_series');
  }
}
