// POST /api/waitlist/claim { token } and POST /api/waitlist/leave { token }: the links of the
// waitlist mails. POST-only (mail scanners prefetch GETs); the page asks for a button press. The
// signed token is the proof; the functions run on the privileged connection.
import { Hono } from 'hono';
import { INVALID_LINK, signedLinkRequestSchema } from '../contract/signed-links.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { ALREADY_REGISTERED } from './events.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { validBody } from '../http/validate.ts';
import { CLAIM_PURPOSE, LEAVE_PURPOSE } from '../mail/templates/waitlist-links.ts';
import { verifySignedId } from '../signed-token.ts';

export const SEATS_CLAIMED = "Your seats are confirmed! A confirmation email with a calendar file is on its way.";
export const ALREADY_CLAIMED = 'You already claimed these seats. Your confirmation email has the details.';
export const OFFER_EXPIRED = 'This offer has expired and the seats were offered to the next family. You can join the waitlist again from the event page.';
export const NOT_OFFERED = 'No seats have been offered to you yet. We will email you when they are.';
export const CLAIM_CLOSED = 'Registration for this event has closed.';
export const CLAIM_FULL = 'Sorry, these seats are no longer available.';
export const LEFT_WAITLIST = 'You have left the waitlist. We will not email you about this event again.';
export const ALREADY_LEFT = 'You are no longer on this waitlist.';
export const LEAVE_CLAIMED = 'You claimed your seats, so you are registered. To cancel, use the link in your confirmation email.';
export const WAITLIST_ENTRY_NOT_FOUND = 'We could not find this waitlist entry. It may have been removed.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function waitlistRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/claim', limitPublicPosts('waitlist-link-ip'), async (c) => {
    const r = await signedCall(c, CLAIM_PURPOSE, 'claim_waitlist_offer');
    switch (r.result) {
      case 'claimed': return c.json({ message: SEATS_CLAIMED });
      case 'already_claimed': return c.json({ message: ALREADY_CLAIMED });
      case 'gone': throw new HttpError(409, { error: ALREADY_LEFT });
      case 'expired': throw new HttpError(409, { error: OFFER_EXPIRED });
      case 'not_offered': throw new HttpError(409, { error: NOT_OFFERED });
      case 'closed': throw new HttpError(409, { error: CLAIM_CLOSED });
      case 'full': throw new HttpError(409, { error: CLAIM_FULL });
      case 'already_registered': throw new HttpError(409, { error: ALREADY_REGISTERED });
      case 'not_found': throw new HttpError(404, { error: WAITLIST_ENTRY_NOT_FOUND });
      default: throw new Error(`claim_waitlist_offer answered ${JSON.stringify(r)}`);
    }
  });

  app.post('/leave', limitPublicPosts('waitlist-link-ip'), async (c) => {
    const r = await signedCall(c, LEAVE_PURPOSE, 'leave_waitlist');
    switch (r.result) {
      case 'left': return c.json({ message: LEFT_WAITLIST });
      case 'already_left': return c.json({ message: ALREADY_LEFT });
      case 'claimed': throw new HttpError(409, { error: LEAVE_CLAIMED });
      case 'not_found': throw new HttpError(404, { error: WAITLIST_ENTRY_NOT_FOUND });
      default: throw new Error(`leave_waitlist answered ${JSON.stringify(r)}`);
    }
  });
  return app;
}

/** Verifies the link's token for this purpose and runs the function on the entry it names. */
async function signedCall(
  c: AppContext,
  purpose: string,
  fn: 'claim_waitlist_offer' | 'leave_waitlist',
): Promise<{ result?: string }> {
  const { token } = await validBody(c, signedLinkRequestSchema);
  const { sql, config } = c.get('deps');
  const id = await verifySignedId(config.LINK_SIGNING_SECRET, purpose, token);
  if (!id || !UUID.test(id)) throw new HttpError(400, { error: INVALID_LINK });
  c.header('Cache-Control', 'no-store');
  const [row] = fn === 'claim_waitlist_offer'
    ? await sql<{ r: { result?: string } }[]>`select public.claim_waitlist_offer(${id}::uuid) as r`
    : await sql<{ r: { result?: string } }[]>`select public.leave_waitlist(${id}::uuid) as r`;
  return row?.r ?? {};
}
