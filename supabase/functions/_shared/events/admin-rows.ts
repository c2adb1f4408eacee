// The admin's reads of events: the list's rows with seats taken, held and left, their status and
// their series (a date of one: the series' slug and rule, named by the date's title, as the public answer names it),
// and an event's registrations (the door list and its CSV). Read by the content-type routes
// (content/content-type-tables.ts), the event's own actions (routes/admin-events.ts) and the exports.
import type { AdminEvent, RegistrationRow } from '../contract/admin-content.ts';
import { CONTENT_TYPES } from '../contract/content-types.ts';
import type { Tx } from '../db/pool.ts';
import { SERIES_REF_COLUMN, seriesRefOf, type StoredSeriesRef } from './series-ref.ts';

export const ADMIN_EVENT_NOT_FOUND = CONTENT_TYPES.events.notFound;

type DateFields = 'eventDate' | 'endDate' | 'registrationDeadline' | 'publishAt' | 'cancelledAt';
interface EventRow extends Omit<AdminEvent, DateFields | 'status' | 'seatsLeft' | 'series'> {
  eventDate: Date; endDate: Date | null; registrationDeadline: Date | null; publishAt: Date | null; cancelledAt: Date | null;
  seriesRef: StoredSeriesRef;
}

/** Events with their confirmed seats (attendees + guests) and registration counts. */
function selectEvents(tx: Tx, id: string | null) {
  return tx<EventRow[]>`
    select e.id, e.version, e.slug, e.title, e.description, e.location, e.event_date as "eventDate", e.end_date as "endDate",
      e.registration_deadline as "registrationDeadline", e.max_capacity as "maxCapacity", e.published,
      e.publish_at as "publishAt", e.cancelled_at as "cancelledAt", e.featured_image_id as "featuredImageId",
      e.location_id as "locationId", e.sensory_profile as "sensoryProfile",
      ${tx.unsafe(SERIES_REF_COLUMN)},
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

function toAdminEvent({ seriesRef, ...row }: EventRow, now: Date): AdminEvent {
  return {
    ...row,
    series: seriesRefOf(seriesRef, row.title),
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
