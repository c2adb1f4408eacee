// /api/admin/events: every event (drafts too) with seats taken and left; create, edit,
// publish/unpublish; an event's registrations. Row-level security decides (caller's role).
import { Hono } from 'hono';
import {
  type AdminEvent, eventInputSchema, publishRequestSchema, type RegistrationRow,
} from '../contract/admin-content.ts';
import { requireAdmin } from '../auth/admin.ts';
import { rebuildSiteOnChange } from '../site/build-hook.ts';
import { withCaller } from '../db/with-caller.ts';
import type { Tx } from '../db/pool.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { uuidParam, validBody } from '../http/validate.ts';
import { resolveSlug, withSlugCheck } from './admin-slug.ts';

export const ADMIN_EVENT_NOT_FOUND = 'Event not found';

interface EventRow extends Omit<AdminEvent, 'eventDate' | 'endDate' | 'registrationDeadline' | 'status' | 'seatsLeft'> {
  eventDate: Date; endDate: Date | null; registrationDeadline: Date | null;
}

/** Events with their confirmed seats (attendees + guests) and registration counts. */
function selectEvents(tx: Tx, id: string | null) {
  return tx<EventRow[]>`
    select e.id, e.slug, e.title, e.description, e.location, e.event_date as "eventDate", e.end_date as "endDate",
      e.registration_deadline as "registrationDeadline", e.max_capacity as "maxCapacity", e.published,
      coalesce(sum(1 + r.number_of_guests) filter (where r.status = 'confirmed'), 0)::int as "seatsTaken",
      count(r.id) filter (where r.status = 'confirmed')::int as "registrationCount"
    from public.events e left join public.event_registrations r on r.event_id = e.id
    where ${id === null ? tx`true` : tx`e.id = ${id}`}
    group by e.id order by e.event_date desc`;
}

function toAdminEvent(row: EventRow, now: Date): AdminEvent {
  return {
    ...row,
    eventDate: row.eventDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    registrationDeadline: row.registrationDeadline?.toISOString() ?? null,
    status: row.eventDate.getTime() > now.getTime() ? 'upcoming' : 'past',
    seatsLeft: row.maxCapacity === null ? null : Math.max(0, row.maxCapacity - row.seatsTaken),
  };
}

const orNull = (s: string | null | undefined) => (s ? new Date(s) : null);

export function adminEventsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin, rebuildSiteOnChange);
  const one = async (tx: Tx, id: string) => (await selectEvents(tx, id))[0];

  app.get('/', async (c) => {
    const rows = await withCaller(c, (tx) => selectEvents(tx, null));
    return c.json(rows.map((r) => toAdminEvent(r, c.get('deps').clock())));
  });

  app.post('/', async (c) => {
    const input = await validBody(c, eventInputSchema);
    const slug = resolveSlug(input);
    const row = await withSlugCheck(() => withCaller(c, async (tx) => {
      const [inserted] = await tx<{ id: string }[]>`
        insert into public.events (slug, title, description, location, event_date, end_date,
          registration_deadline, max_capacity, published)
        values (${slug}, ${input.title}, ${input.description}, ${input.location}, ${new Date(input.eventDate)},
          ${orNull(input.endDate)}, ${orNull(input.registrationDeadline)}, ${input.maxCapacity ?? null}, ${input.published})
        returning id`;
      return one(tx, inserted!.id);
    }));
    return c.json(toAdminEvent(row!, c.get('deps').clock()), 201);
  });

  app.put('/:id', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_EVENT_NOT_FOUND);
    const input = await validBody(c, eventInputSchema);
    const slug = resolveSlug(input);
    const row = await withSlugCheck(() => withCaller(c, async (tx) => {
      const updated = await tx`
        update public.events set slug = ${slug}, title = ${input.title}, description = ${input.description},
          location = ${input.location}, event_date = ${new Date(input.eventDate)}, end_date = ${orNull(input.endDate)},
          registration_deadline = ${orNull(input.registrationDeadline)}, max_capacity = ${input.maxCapacity ?? null},
          published = ${input.published}
        where id = ${id} returning id`;
      return updated.length ? one(tx, id) : undefined;
    }));
    if (!row) throw notFound(ADMIN_EVENT_NOT_FOUND);
    return c.json(toAdminEvent(row, c.get('deps').clock()));
  });

  app.patch('/:id/published', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_EVENT_NOT_FOUND);
    const { published } = await validBody(c, publishRequestSchema);
    const row = await withCaller(c, async (tx) => {
      const updated = await tx`update public.events set published = ${published} where id = ${id} returning id`;
      return updated.length ? one(tx, id) : undefined;
    });
    if (!row) throw notFound(ADMIN_EVENT_NOT_FOUND);
    return c.json(toAdminEvent(row, c.get('deps').clock()));
  });

  app.get('/:id/registrations', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_EVENT_NOT_FOUND);
    const rows = await withCaller(c, async (tx) => {
      const [event] = await tx`select 1 from public.events where id = ${id}`;
      if (!event) return null;
      return tx<RegistrationRow[]>`
        select id, attendee_name as "attendeeName", attendee_email as "attendeeEmail", attendee_phone as "attendeePhone",
          number_of_guests as "numberOfGuests", special_requests as "specialRequests", accommodations, status,
          created_at as "createdAt"
        from public.event_registrations where event_id = ${id} order by created_at, id`;
    });
    if (!rows) throw notFound(ADMIN_EVENT_NOT_FOUND);
    return c.json(rows);
  });
  return app;
}
