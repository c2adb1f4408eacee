// The waitlist mails' shared pieces: the entry with its event (in the entry's language), and the
// signed claim and leave links.
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/pool.ts';
import { signId } from '../../signed-token.ts';
import { eventInLanguage } from './event-in-language.ts';
import { sitePage } from '../../site-links.ts';
import { mailLocale, type Locale } from './language.ts';

export const CLAIM_PURPOSE = 'claim-waitlist-offer';
export const LEAVE_PURPOSE = 'leave-waitlist';

export interface WaitlistEntry {
  id: string; attendeeName: string; numberOfGuests: number; status: string; offerExpiresAt: Date | null;
  locale: Locale; eventId: string;
  title: string; slug: string; location: string; eventDate: Date;
}

export async function loadWaitlistEntry(sql: Sql, id: unknown): Promise<WaitlistEntry | undefined> {
  const [row] = await sql<WaitlistEntry[]>`
    select w.id, w.attendee_name as "attendeeName", w.number_of_guests as "numberOfGuests", w.status,
      w.offer_expires_at as "offerExpiresAt", w.locale, e.id as "eventId", e.title, e.slug, e.location, e.event_date as "eventDate"
    from public.event_waitlist w join public.events e on e.id = w.event_id
    where w.id = ${String(id)}::uuid`;
  if (!row) return undefined;
  const locale = mailLocale(row.locale);
  return eventInLanguage(sql, row.eventId, locale, { ...row, locale });
}

export async function waitlistLink(
  config: Config, purpose: typeof CLAIM_PURPOSE | typeof LEAVE_PURPOSE, id: string, locale: Locale = 'en',
) {
  const token = await signId(config.LINK_SIGNING_SECRET, purpose, id);
  const page = purpose === CLAIM_PURPOSE ? 'claim' : 'leave-waitlist';
  return sitePage(config, locale, `/events/${page}?token=${encodeURIComponent(token)}`);
}

/** 'you' or 'you and 2 guests'; 'usted' or 'usted y 2 invitados'. */
export function party(guests: number, locale: Locale = 'en'): string {
  if (locale === 'es') return guests ? `usted y ${guests} invitado${guests > 1 ? 's' : ''}` : 'usted';
  return guests ? `you and ${guests} guest${guests > 1 ? 's' : ''}` : 'you';
}
