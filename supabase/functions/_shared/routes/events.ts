// GET /api/events, GET /api/events/{slug} (public, published only) and
// POST /api/events/{id}/register through public.register_for_event().
import { Hono } from 'hono';
import { slugSchema } from '../contract/common.ts';
import { registrationRequestSchema, type Event } from '../contract/events.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { cacheHeaders } from '../http/guards.ts';
import { limitByIp } from '../http/rate-limit.ts';
import { uuidParam, validBody } from '../http/validate.ts';

export const EVENT_NOT_FOUND = 'Event not found';
export const REGISTRATION_CLOSED = 'Registration is closed for this event';
export const EVENT_FULL = 'This event is full';

interface EventRow {
  id: string; slug: string; title: string; description: string; location: string;
  eventDate: Date; endDate: Date | null; registrationDeadline: Date | null;
  maxCapacity: number | null; seatsTaken: number;
}

/** Derives status, the registration window and seats left (SPEC §4). */
export function toEvent(row: EventRow, now: Date): Event {
  const upcoming = row.eventDate.getTime() > now.getTime();
  const closesAt = row.registrationDeadline ?? row.eventDate;
  const seatsLeft = row.maxCapacity === null ? null : Math.max(0, row.maxCapacity - row.seatsTaken);
  return {
    id: row.id, slug: row.slug, title: row.title, description: row.description, location: row.location,
    eventDate: row.eventDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    registrationDeadline: row.registrationDeadline?.toISOString() ?? null,
    maxCapacity: row.maxCapacity,
    status: upcoming ? 'upcoming' : 'past',
    registrationOpen: upcoming && now.getTime() < closesAt.getTime() && seatsLeft !== 0,
    seatsLeft,
  };
}

export function eventsRoutes() {
  const app = new Hono<AppEnv>();
  // max-age 0: seats left change with every registration, and the SPA refetches the event right
  // after one (SPEC §4); a cached copy would show the old count.
  app.use('*', cacheHeaders(0));

  app.get('/', async (c) => {
    const rows = await withCaller(c, (tx) => tx<EventRow[]>`
      select id, slug, title, description, location, event_date as "eventDate", end_date as "endDate",
        registration_deadline as "registrationDeadline", max_capacity as "maxCapacity",
        public.event_seats_taken(id) as "seatsTaken"
      from public.events where published
      -- upcoming first, soonest first; then past events, most recent first
      order by event_date < now(), case when event_date >= now() then event_date end, event_date desc`);
    return c.json(rows.map((r) => toEvent(r, c.get('deps').clock())));
  });

  app.get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!slugSchema.safeParse(slug).success) throw notFound(EVENT_NOT_FOUND);
    const [row] = await withCaller(c, (tx) => tx<EventRow[]>`
      select id, slug, title, description, location, event_date as "eventDate", end_date as "endDate",
        registration_deadline as "registrationDeadline", max_capacity as "maxCapacity",
        public.event_seats_taken(id) as "seatsTaken"
      from public.events where slug = ${slug} and published`);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return c.json(toEvent(row, c.get('deps').clock()));
  });

  app.post('/:id/register', async (c) => {
    const id = uuidParam(c, 'id', EVENT_NOT_FOUND);
    const body = await validBody(c, registrationRequestSchema);
    await limitByIp(c, 'registration-ip', c.get('deps').config.FORM_MAX_PER_HOUR, 3600);
    if (body.website) return c.json({ registrationId: crypto.randomUUID(), seatsLeft: null, message: 'Registration confirmed' }, 201);
    const [row] = await withCaller(c, (tx) => tx<{ r: Record<string, unknown> }[]>`
      select public.register_for_event(${id}, ${body.attendeeName}, ${body.attendeeEmail},
        ${body.attendeePhone ?? null}, ${body.numberOfGuests}, ${body.specialRequests ?? null},
        ${body.accommodations ?? null}) as r`);
    const r = row?.r ?? {};
    const seatsLeft = typeof r.seatsLeft === 'number' ? r.seatsLeft : null;
    switch (r.result) {
      case 'registered':
        return c.json({ registrationId: String(r.registrationId), seatsLeft, message: 'Registration confirmed' }, 201);
      case 'not_found':
        throw notFound(EVENT_NOT_FOUND);
      case 'closed':
        throw new HttpError(409, { error: REGISTRATION_CLOSED });
      case 'full':
        throw new HttpError(409, { error: EVENT_FULL, message: seatsLeft ? `Only ${seatsLeft} seats left` : 'No seats left', seatsLeft });
      case 'invalid': {
        const field = String(r.field ?? '_');
        const message = String(r.message ?? 'Invalid input');
        throw new HttpError(400, { error: 'Validation failed', message, fieldErrors: { [field]: [message] } });
      }
      default:
        throw new Error(`register_for_event answered ${JSON.stringify(r)}`);
    }
  });
  return app;
}
