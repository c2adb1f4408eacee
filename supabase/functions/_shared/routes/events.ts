// GET /api/events, GET /api/events/{slug} (public, published only) and
// POST /api/events/{id}/register through public.register_for_event(), and
// POST /api/events/{id}/waitlist through public.join_waitlist(). Both writes take JSON from the
// app or the form's own urlencoded post, answered 303 (http/form-post.ts). The reads take ?lang=es: in
// Spanish where a translation is published (issue 36; content/translated.ts).
import { Hono } from 'hono';
import { slugSchema } from '../contract/common.ts';
import { requestedLocale, type TranslationLocale } from '../contract/translations.ts';
import { inLanguage, type TranslatedRows } from '../content/translated.ts';
import { registrationRequestSchema, waitlistRequestSchema, type Event, type RegistrationRequest } from '../contract/events.ts';
import type { Tx } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answerFormPost, isNativeForm, urlencodedFields } from '../http/form-post.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { requireHuman } from '../http/human-check.ts';
import { sendOrHold } from '../held/held-submissions.ts';
import { sharedJson } from '../http/shared-cache.ts';
import { rowTag, tableTag } from '../site/cache-tags.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { parseWith, uuidParam, validBody } from '../http/validate.ts';
import type { CalendarEvent } from '../feeds/events-calendar.ts';
import { featuredImageColumn, type FeaturedImage } from '../media/featured-image.ts';
import type { Locale } from '../mail/templates/language.ts';
import { visitorLocale } from '../mail/visitor-locale.ts';
import { storedProfile } from '../contract/sensory.ts';
import { publicProfiles, type ProfileSources } from '../sensory/profiles.ts';
import { SERIES_REF_COLUMN, seriesRefOf, type StoredSeriesRef } from '../events/series-ref.ts';

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENTS: TranslatedRows<{ id: string }> = { subject: 'events', kind: 'events', keyOf: (event) => event.id };
/** Public now: published, and its publish_at (if scheduled) has passed. Cancelled events stay, marked. */
export const LIVE = 'published and (publish_at is null or publish_at <= now())';
export const COLUMNS = `id, slug, title, description, location, event_date as "eventDate", end_date as "endDate",
  registration_deadline as "registrationDeadline", max_capacity as "maxCapacity",
  public.event_seats_taken(id) as "seatsTaken", cancelled_at is not null as cancelled, ${featuredImageColumn('e')},
  sensory_profile as "sensoryProfile", location_id as "locationId",
  (select l.sensory_profile from public.locations l where l.id = e.location_id) as "locationProfile",
  ${SERIES_REF_COLUMN}`;

/**
 * The live events still going on after `since` (by their end, else their start), soonest first, in
 * `locale`. In a translation's language an event last changed when its row or its translation did
 * (a Spanish-only edit changes what that calendar shows, so its SEQUENCE grows too).
 */
export async function calendarEvents(tx: Tx, locale: TranslationLocale | undefined, since: Date) {
  return inLanguage(tx, locale, EVENTS, await tx<CalendarEvent[]>`
    select id, slug, title, description, location, event_date as "eventDate", end_date as "endDate",
      cancelled_at is not null as cancelled,
      greatest(updated_at, (select max(t.updated_at) from public.content_translations t
        where t.subject = ${EVENTS.subject} and t.subject_key = e.id::text and t.locale = ${locale ?? null})) as "updatedAt"
    from public.events e where ${tx.unsafe(LIVE)} and coalesce(end_date, event_date) >= ${since}
    order by event_date, id`);
}
export const REGISTRATION_CLOSED = 'Registration is closed for this event';
export const EVENT_FULL = 'This event is full';
export const WAITLIST_HAS_SEATS = 'This event still has seats. Please register instead.';
export const WAITLIST_DUPLICATE = 'This email address is already on the waitlist for this event.';
/** One confirmed registration per (event, address): registering again, joining the waitlist, claiming an offer. */
export const ALREADY_REGISTERED = 'This email address is already registered for this event.';
export const WAITLIST_JOINED = "You're on the waitlist";

export interface EventRow extends ProfileSources {
  id: string; slug: string; title: string; description: string; location: string;
  eventDate: Date; endDate: Date | null; registrationDeadline: Date | null;
  maxCapacity: number | null; seatsTaken: number; cancelled: boolean; featuredImage: FeaturedImage | null;
  /** the series the event is a date of (its page's slug and rule), or null */
  seriesRef?: StoredSeriesRef;
}

/**
 * The events of these rows in `locale`: each with its translation laid over it, its sensory and
 * access profile as visitors read it (sensory/profiles.ts) and its series (named by the date's title).
 */
export async function eventsOf(tx: Tx, locale: TranslationLocale | undefined, rows: readonly EventRow[], now: Date): Promise<Event[]> {
  const events = await inLanguage(tx, locale, EVENTS, rows.map((row) => ({ ...toEvent(row, now), sensoryProfile: storedProfile(row.sensoryProfile) })));
  const profiles = await publicProfiles(tx, locale, events.map((event) => event.sensoryProfile), rows);
  return events.map((event, i) => ({ ...event, sensoryProfile: profiles[i] ?? null, series: seriesRefOf(rows[i]?.seriesRef, event.title) }));
}

/** Derives status, the registration window and seats left (SPEC §4); the profile is added by eventsOf. */
export function toEvent(row: EventRow, now: Date): Omit<Event, 'sensoryProfile'> {
  const upcoming = row.eventDate.getTime() > now.getTime();
  const closesAt = row.registrationDeadline ?? row.eventDate;
  const seatsLeft = row.maxCapacity === null ? null : Math.max(0, row.maxCapacity - row.seatsTaken);
  const windowOpen = upcoming && !row.cancelled && now.getTime() < closesAt.getTime();
  return {
    id: row.id, slug: row.slug, title: row.title, description: row.description, location: row.location,
    eventDate: row.eventDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    registrationDeadline: row.registrationDeadline?.toISOString() ?? null,
    maxCapacity: row.maxCapacity,
    status: upcoming ? 'upcoming' : 'past',
    registrationOpen: windowOpen && seatsLeft !== 0,
    waitlistOpen: windowOpen && seatsLeft === 0,
    seatsLeft,
    cancelled: row.cancelled,
    featuredImage: row.featuredImage,
  };
}

/**
 * Seconds until one of these events' answers changes with the clock alone: its registration
 * closes (the deadline, else the start) or it starts (upcoming becomes past); undefined when none will.
 */
export function secondsUntilChange(rows: readonly EventRow[], now: Date): number | undefined {
  const moments = rows.flatMap((row) => [row.registrationDeadline ?? row.eventDate, row.eventDate])
    .map((moment) => moment.getTime() - now.getTime()).filter((ms) => ms > 0);
  return moments.length ? Math.ceil(Math.min(...moments) / 1000) : undefined;
}

export function eventsRoutes() {
  const app = new Hono<AppEnv>();
  // Seats left change with every registration (the change purges the event's tags); whether
  // registration is open changes with the clock alone, so an answer is kept until its next such moment.
  app.get('/', async (c) => {
    const locale = requestedLocale(c.req.query('lang'));
    const events = await withCaller(c, async (tx) => {
      const rows = await tx<EventRow[]>`
        select ${tx.unsafe(COLUMNS)} from public.events e where ${tx.unsafe(LIVE)}
        -- upcoming first, soonest first; then past events, most recent first
        order by event_date < now(), case when event_date >= now() then event_date end, event_date desc`;
      return { rows, events: await eventsOf(tx, locale, rows, c.get('deps').clock()) };
    });
    return sharedJson(c, events.events, [tableTag('events'), tableTag('locations')], { byLanguage: true, freshFor: secondsUntilChange(events.rows, c.get('deps').clock()) });
  });

  app.get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!slugSchema.safeParse(slug).success) throw notFound(EVENT_NOT_FOUND);
    const locale = requestedLocale(c.req.query('lang'));
    const { rows, events: [event] } = await withCaller(c, async (tx) => {
      const rows = await tx<EventRow[]>`
        select ${tx.unsafe(COLUMNS)} from public.events e where slug = ${slug} and ${tx.unsafe(LIVE)}`;
      return { rows, events: await eventsOf(tx, locale, rows, c.get('deps').clock()) };
    });
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const location = rows[0]?.locationId;
    return sharedJson(c, event, [rowTag('events', event.id), ...(location ? [rowTag('locations', location)] : [])], { byLanguage: true, freshFor: secondsUntilChange(rows, c.get('deps').clock()) });
  });

  app.post('/:id/register', limitPublicPosts('registration-ip'), async (c) => {
    if (isNativeForm(c)) {
      return answerFormPost(c, 'registration', () => urlencodedFields(c), async (fields, locale) => {
        const eventId = await formEventId(c);
        const body = parseWith(registrationRequestSchema, fields);
        const hold = () => ({ form: 'registration' as const, fields, email: body.attendeeEmail, locale, eventId });
        return sendOrHold(c, body, hold, () => register(c, eventId, body, locale));
      });
    }
    const id = uuidParam(c, 'id', EVENT_NOT_FOUND);
    const body = await validBody(c, registrationRequestSchema);
    await requireHuman(c, body.altcha);
    const created = await register(c, id, body, visitorLocale(c));
    return c.json(created, 201);
  });

  app.post('/:id/waitlist', limitPublicPosts('registration-ip'), async (c) => {
    if (isNativeForm(c)) {
      return answerFormPost(c, 'waitlist', () => urlencodedFields(c), async (fields, locale) => {
        const eventId = await formEventId(c);
        const body = parseWith(waitlistRequestSchema, fields);
        const hold = () => ({ form: 'waitlist' as const, fields, email: body.attendeeEmail, locale, eventId });
        return sendOrHold(c, body, hold, () => joinWaitlist(c, eventId, body, locale));
      });
    }
    const id = uuidParam(c, 'id', EVENT_NOT_FOUND);
    const body = await validBody(c, waitlistRequestSchema);
    await requireHuman(c, body.altcha);
    const joined = await joinWaitlist(c, id, body, visitorLocale(c));
    return c.json(joined, 201);
  });
  return app;
}

export type Outcome = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The event a form posted by the browser names: the page's form action carries the event's slug
 * (the prerendered page may be older than the row's id: an event deleted and made again), or an id.
 */
async function formEventId(c: AppContext): Promise<string> {
  const key = c.req.param('id') ?? '';
  if (UUID.test(key) || !slugSchema.safeParse(key).success) return uuidParam(c, 'id', EVENT_NOT_FOUND);
  const [row] = await withCaller(c, (tx) => tx<{ id: string }[]>`
    select id from public.events e where slug = ${key} and ${tx.unsafe(LIVE)}`);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row.id;
}

/**
 * Registers (the address's hit counted before the body was read, the check passed or a held form
 * confirmed: routes/held.ts); a refusal is thrown as its HttpError.
 */
export async function register(c: AppContext, id: string, body: RegistrationRequest, locale: Locale) {
  if (body.website) return { registrationId: crypto.randomUUID(), seatsLeft: null, message: 'Registration confirmed' };
  const r = await withCaller(c, (tx) => callWithForm(tx, 'register_for_event', id, body, locale));
  const seatsLeft = typeof r.seatsLeft === 'number' ? r.seatsLeft : null;
  switch (r.result) {
    case 'registered':
      return { registrationId: String(r.registrationId), seatsLeft, message: 'Registration confirmed' };
    case 'full':
      throw new HttpError(409, { error: EVENT_FULL, message: seatsLeft ? `Only ${seatsLeft} seats left` : 'No seats left', seatsLeft });
    case 'already_registered':
      throw new HttpError(409, { error: ALREADY_REGISTERED });
    default:
      throw formRefusal(r, 'register_for_event');
  }
}

/** Joins the waitlist (as register() is called); a refusal is thrown as its HttpError. */
export async function joinWaitlist(c: AppContext, id: string, body: RegistrationRequest, locale: Locale) {
  if (body.website) return { position: 1, message: WAITLIST_JOINED };
  const r = await withCaller(c, (tx) => callWithForm(tx, 'join_waitlist', id, body, locale));
  switch (r.result) {
    case 'joined':
      return { position: Number(r.position), message: WAITLIST_JOINED };
    case 'has_seats':
      throw new HttpError(409, { error: WAITLIST_HAS_SEATS, seatsLeft: typeof r.seatsLeft === 'number' ? r.seatsLeft : null });
    case 'duplicate':
      throw new HttpError(409, { error: `${WAITLIST_DUPLICATE} You are number ${Number(r.position)} in line.` });
    case 'already_registered':
      throw new HttpError(409, { error: ALREADY_REGISTERED });
    default:
      throw formRefusal(r, 'join_waitlist');
  }
}

/**
 * Calls register_for_event or join_waitlist (same arguments) under the caller's role, with the
 * language of the page the form was sent from: the row keeps it for its e-mails.
 */
async function callWithForm(
  tx: Tx, fn: 'register_for_event' | 'join_waitlist', eventId: string, body: RegistrationRequest, locale: Locale,
): Promise<Outcome> {
  const args = tx`${eventId}, ${body.attendeeName}, ${body.attendeeEmail}, ${body.attendeePhone ?? null},
    ${body.numberOfGuests}, ${body.specialRequests ?? null}, ${body.accommodations ?? null}, ${locale}`;
  const [row] = fn === 'register_for_event'
    ? await tx<{ r: Outcome }[]>`select public.register_for_event(${args}) as r`
    : await tx<{ r: Outcome }[]>`select public.join_waitlist(${args}) as r`;
  return row?.r ?? {};
}

/** The answers both functions share: unknown event, closed window, invalid input. */
export function formRefusal(r: Outcome, fn: string): Error {
  switch (r.result) {
    case 'not_found':
      return notFound(EVENT_NOT_FOUND);
    case 'closed':
      return new HttpError(409, { error: REGISTRATION_CLOSED });
    case 'invalid': {
      const field = String(r.field ?? '_');
      const message = String(r.message ?? 'Invalid input');
      return new HttpError(400, { error: 'Validation failed', message, fieldErrors: { [field]: [message] } });
    }
    default:
      return new Error(`${fn} answered ${JSON.stringify(r)}`);
  }
}
