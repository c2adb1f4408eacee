// The waitlist mails' shared pieces: the entry with its event, and the signed claim and leave links.
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/pool.ts';
import { signId } from '../../signed-token.ts';

export const CLAIM_PURPOSE = 'claim-waitlist-offer';
export const LEAVE_PURPOSE = 'leave-waitlist';

export interface WaitlistEntry {
  id: string; attendeeName: string; numberOfGuests: number; status: string; offerExpiresAt: Date | null;
  title: string; slug: string; location: string; eventDate: Date;
}

export async function loadWaitlistEntry(sql: Sql, id: unknown): Promise<WaitlistEntry | undefined> {
  const [row] = await sql<WaitlistEntry[]>`
    select w.id, w.attendee_name as "attendeeName", w.number_of_guests as "numberOfGuests", w.status,
      w.offer_expires_at as "offerExpiresAt", e.title, e.slug, e.location, e.event_date as "eventDate"
    from public.event_waitlist w join public.events e on e.id = w.event_id
    where w.id = ${String(id)}::uuid`;
  return row;
}

export async function waitlistLink(config: Config, purpose: typeof CLAIM_PURPOSE | typeof LEAVE_PURPOSE, id: string) {
  const token = await signId(config.LINK_SIGNING_SECRET, purpose, id);
  const page = purpose === CLAIM_PURPOSE ? 'claim' : 'leave-waitlist';
  return `${config.SITE_URL}/events/${page}?token=${encodeURIComponent(token)}`;
}

/** 'you' or 'you and 2 guests'. */
export const party = (guests: number) => (guests ? `you and ${guests} guest${guests > 1 ? 's' : ''}` : 'you');
