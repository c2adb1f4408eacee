// /api/admin/events: what only events have (the content-type routes, admin-content-types.ts, list,
// create, save, publish, delete and restore them, reading events/admin-rows.ts): cancel (its
// families are e-mailed), an event's registrations (their CSV: admin-exports.ts) and waitlist, and
// the door list's actions (check-in, cancel a registration, offer seats, remove from the
// waitlist), and a series date's "this and following" (admin-series.ts). Row-level security and the admin-checking functions decide (caller's role).
import { Hono } from 'hono';
import { checkInRequestSchema, type WaitlistRow } from '../contract/admin-content.ts';
import { ADMIN_EVENT_NOT_FOUND, readRegistrations } from '../events/admin-rows.ts';
import { withCaller } from '../db/with-caller.ts';
import type { Tx } from '../db/pool.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { uuidParam, validBody } from '../http/validate.ts';
import { seriesFollowingRoutes } from './admin-series.ts';

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
  // "this and following" for a date of a series
  app.route('/', seriesFollowingRoutes());
  return app;
}

export const REGISTRATION_NOT_FOUND = 'Registration not found';
export const WAITLIST_ENTRY_NOT_FOUND = 'Waitlist entry not found';

/** Runs one of the admin-checking staff functions under the caller's role; its jsonb answer. */
async function staffCall(c: AppContext, query: (tx: Tx) => Promise<readonly { r?: unknown }[]>) {
  const [row] = await withCaller(c, query);
  return (row?.r ?? {}) as { result?: string; checkedInAt?: string | null; seatsLeft?: number; notified?: number };
}
