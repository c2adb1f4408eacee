// /api/admin/events: what only events have. The admin list's rows with seats taken and left (read
// by the content-type routes, admin-content-types.ts, which also create, save, publish, delete and
// restore them), cancel (its families are e-mailed), an event's registrations (their CSV:
// admin-exports.ts) and waitlist, and the door list's actions (check-in, cancel a registration,
// offer seats, remove from the waitlist). Row-level security and the admin-checking functions
// decide (caller's role).
import { Hono } from 'hono';
import { type AdminEvent, checkInRequestSchema, type RegistrationRow, type WaitlistRow } from '../contract/admin-content.ts';
import { CONTENT_TYPES } from '../contract/content-types.ts';
import { withCaller } from '../db/with-caller.ts';
import type { Tx } from '../db/pool.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { uuidParam, validBody } from '../http/validate.ts';

export const ADMIN_EVENT_NOT_FOUND = CONTENT_TYPES.events.notFound;

type DateFields = 'eventDate' | 'endDate' | 'registrationDeadline' | 'publishAt' | 'cancelledAt';
interface EventRow extends Omit<AdminEvent, DateFields | 'status' | 'seatsLeft'> {
  eventDate: Date; endDate: Date | null; registrationDeadline: Date | null; publishAt: Date | null; cancelledAt: Date | null;
}

/** Events with their confirmed seats (attendees + guests) and registration counts. */
function selectEvents(tx: Tx, id: string | null) {
  return tx<EventRow[]>`
    select e.id, e.version, e.slug, e.title, e.description, e.location, e.event_date as "eventDate", e.end_date as "endDate",
      e.registration_deadline as "registrationDeadline", e.max_capacity as "maxCapacity", e.published,
      e.publish_at as "publishAt", e.cancelled_at as "cancelledAt", e.featured_image_id as "featuredImageId",
      e.location_id as "locationId", e.sensory_profile as "sensoryProfile",
      coalesce(sum(1 + r.number_of_guests) filter (where r.status = 'confirmed'), 0)::int as "seatsTaken",
      count(r.id) filter (where r.status = 'confirmed')::int as "registrationCount",
      (select coalesce(sum(1 + w.number_of_guests), 0)::int from public.event_waitlist w
        where w.event_id = e.id and w.status = 'offered' and w.offer_expires_at > now()) as "seatsHeld",
      (select count(*)::int from public.event_waitlist w
        where w.event_id = e.id and w.status in ('waiting', 'offered')) as "waitlistCount"
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
    publishAt: row.publishAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    status: row.eventDate.getTime() > now.getTime() ? 'upcoming' : 'past',
    seatsLeft: row.maxCapacity === null ? null : Math.max(0, row.maxCapacity - row.seatsTaken - row.seatsHeld),
  };
}

/** The admin list's events (every one, or the one with this id), with their seats and status at `now`. */
export async function readEvents(tx: Tx, id: string | null, now: Date): Promise<AdminEvent[]> {
  return (await selectEvents(tx, id)).map((row) => toAdminEvent(row, now));
}

/** An event's registrations, oldest first (the door list and its CSV); null when there is no such event. */
export async function readRegistrations(tx: Tx, eventId: string): Promise<RegistrationRow[] | null> {
  const [event] = await tx`select 1 from public.events where id = ${eventId}`;
  if (!event) return null;
  return tx<RegistrationRow[]>`
    select id, attendee_name as "attendeeName", attendee_email as "attendeeEmail", attendee_phone as "attendeePhone",
      number_of_guests as "numberOfGuests", special_requests as "specialRequests", accommodations, status,
      created_at as "createdAt", checked_in_at as "checkedInAt"
    from public.event_registrations where event_id = ${eventId} order by created_at, id`;
}

/** An event's own actions under /api/admin/events (mounted by admin-content-types.ts behind requireAdmin). */
export function adminEventActions() {
  const app = new Hono<AppEnv>();

  app.post('/:id/cancel', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_EVENT_NOT_FOUND);
    const r = await staffCall(c, (tx) => tx`select public.staff_cancel_event(${id}) as r`);
    switch (r.result) {
      case 'cancelled': {
        const n = Number(r.notified) || 0;
        return c.json({ message: `Event cancelled. ${n === 1 ? '1 family is' : `${n} families are`} being e-mailed.` });
      }
      case 'already_cancelled': throw new HttpError(409, { error: 'This event was already cancelled.' });
      case 'past': throw new HttpError(409, { error: 'This event has already taken place, so it cannot be cancelled.' });
      default: throw notFound(ADMIN_EVENT_NOT_FOUND);
    }
  });

  app.get('/:id/registrations', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_EVENT_NOT_FOUND);
    const rows = await withCaller(c, (tx) => readRegistrations(tx, id));
    if (!rows) throw notFound(ADMIN_EVENT_NOT_FOUND);
    return c.json(rows);
  });

  app.get('/:id/waitlist', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_EVENT_NOT_FOUND);
    const rows = await withCaller(c, async (tx) => {
      const [event] = await tx`select 1 from public.events where id = ${id}`;
      if (!event) return null;
      // an offer past its expiry reads as expired before the sweep has marked it
      return tx<WaitlistRow[]>`
        select id, attendee_name as "attendeeName", attendee_email as "attendeeEmail", attendee_phone as "attendeePhone",
          number_of_guests as "numberOfGuests", special_requests as "specialRequests", accommodations,
          case when status = 'offered' and offer_expires_at <= now() then 'expired' else status end as status,
          offer_expires_at as "offerExpiresAt", created_at as "createdAt"
        from public.event_waitlist where event_id = ${id} and status in ('waiting', 'offered', 'expired')
        order by created_at, id`;
    });
    if (!rows) throw notFound(ADMIN_EVENT_NOT_FOUND);
    return c.json(rows);
  });

  app.put('/:id/registrations/:registrationId/check-in', async (c) => {
    const registrationId = uuidParam(c, 'registrationId', REGISTRATION_NOT_FOUND);
    const { checkedIn } = await validBody(c, checkInRequestSchema);
    const r = await staffCall(c, tx => tx`select public.set_registration_check_in(${registrationId}, ${checkedIn}) as r`);
    // the same ISO form as the registrations list (jsonb carries Postgres' own timestamp text)
    if (r.result === 'ok') return c.json({ checkedInAt: r.checkedInAt ? new Date(r.checkedInAt).toISOString() : null });
    if (r.result === 'cancelled') throw new HttpError(409, { error: 'This registration was cancelled, so it cannot be checked in.' });
    throw notFound(REGISTRATION_NOT_FOUND);
  });

  app.post('/:id/registrations/:registrationId/cancel', async (c) => {
    const registrationId = uuidParam(c, 'registrationId', REGISTRATION_NOT_FOUND);
    const r = await staffCall(c, tx => tx`select public.staff_cancel_registration(${registrationId}) as r`);
    if (r.result === 'cancelled') return c.json({ message: 'Registration cancelled. Its seats have been offered to the waitlist.' });
    if (r.result === 'already_cancelled') return c.json({ message: 'This registration was already cancelled.' });
    throw notFound(REGISTRATION_NOT_FOUND);
  });

  app.post('/:id/waitlist/:entryId/offer', async (c) => {
    const entryId = uuidParam(c, 'entryId', WAITLIST_ENTRY_NOT_FOUND);
    const r = await staffCall(c, tx => tx`select public.staff_offer_waitlist(${entryId}) as r`);
    switch (r.result) {
      case 'offered': return c.json({ message: 'Seats offered. The family has 24 hours to claim them from the email.' });
      case 'full': throw new HttpError(409, { error: `Not enough free seats for this family (${Number(r.seatsLeft)} free). Raise the capacity or cancel a registration first.` });
      case 'closed': throw new HttpError(409, { error: 'Registration for this event has closed.' });
      case 'not_waiting': throw new HttpError(409, { error: 'This family is no longer waiting.' });
      default: throw notFound(WAITLIST_ENTRY_NOT_FOUND);
    }
  });

  app.delete('/:id/waitlist/:entryId', async (c) => {
    const entryId = uuidParam(c, 'entryId', WAITLIST_ENTRY_NOT_FOUND);
    const r = await staffCall(c, tx => tx`select public.staff_remove_waitlist(${entryId}) as r`);
    if (r.result === 'removed' || r.result === 'already_left') return c.json({ message: 'Removed from the waitlist.' });
    if (r.result === 'claimed') throw new HttpError(409, { error: 'This family claimed its seats; cancel the registration instead.' });
    throw notFound(WAITLIST_ENTRY_NOT_FOUND);
  });
  return app;
}

export const REGISTRATION_NOT_FOUND = 'Registration not found';
export const WAITLIST_ENTRY_NOT_FOUND = 'Waitlist entry not found';

/** Runs one of the admin-checking staff functions under the caller's role; its jsonb answer. */
async function staffCall(c: AppContext, query: (tx: Tx) => Promise<readonly { r?: unknown }[]>) {
  const [row] = await withCaller(c, query);
  return (row?.r ?? {}) as { result?: string; checkedInAt?: string | null; seatsLeft?: number; notified?: number };
}
