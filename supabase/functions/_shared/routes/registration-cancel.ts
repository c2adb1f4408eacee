// POST /api/registrations/cancel { token }: the cancel link of a confirmation e-mail. The page
// asks the attendee to confirm with a button, so this is POST-only (mail scanners prefetch GETs).
// The signed token is the proof; cancel_registration() runs on the privileged connection and
// frees the registration's seats at once (seat counts only include confirmed registrations).
import { Hono } from 'hono';
import { INVALID_LINK, signedLinkRequestSchema } from '../contract/signed-links.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { validBody } from '../http/validate.ts';
import { CANCEL_PURPOSE } from '../mail/templates/registration-mail.ts';
import { verifySignedId } from '../signed-token.ts';

export const REGISTRATION_CANCELLED = 'Your registration has been cancelled. Your seats are now available to others.';
export const ALREADY_CANCELLED = 'This registration was already cancelled.';
export const REGISTRATION_NOT_FOUND = 'We could not find this registration. It may have been removed.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registrationCancelRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/cancel', limitPublicPosts('registration-cancel-ip'), async (c) => {
    const { token } = await validBody(c, signedLinkRequestSchema);
    const { sql, config } = c.get('deps');
    const id = await verifySignedId(config.LINK_SIGNING_SECRET, CANCEL_PURPOSE, token);
    if (!id || !UUID.test(id)) throw new HttpError(400, { error: INVALID_LINK });

    const [row] = await sql<{ r: { result: string } }[]>`select public.cancel_registration(${id}::uuid) as r`;
    c.header('Cache-Control', 'no-store');
    switch (row?.r.result) {
      case 'cancelled':
        return c.json({ message: REGISTRATION_CANCELLED });
      case 'already_cancelled':
        return c.json({ message: ALREADY_CANCELLED });
      case 'not_found':
        throw new HttpError(404, { error: REGISTRATION_NOT_FOUND });
      default:
        throw new Error(`cancel_registration answered ${JSON.stringify(row?.r)}`);
    }
  });
  return app;
}
