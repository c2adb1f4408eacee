// POST /api/newsletter/confirm { token }: the link of the newsletter's confirmation mail (double
// opt-in, issue 57 item 7; mail/templates/newsletter-confirmation.ts). The token signs the
// lower-cased address; the page asks for a button press (POST-only: mail scanners prefetch GETs).
// Idempotent: a second press answers the same message. A sign-up deleted meanwhile (not confirmed
// in time, or unsubscribed) answers that the link has expired.
import { Hono } from 'hono';
import { INVALID_LINK, signedLinkRequestSchema } from '../contract/signed-links.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { validBody } from '../http/validate.ts';
import { CONFIRM_PURPOSE } from '../mail/templates/newsletter-confirmation.ts';
import { verifySignedId } from '../signed-token.ts';

export const SUBSCRIPTION_CONFIRMED = "You're subscribed to our newsletter. Thank you!";
export const CONFIRMATION_EXPIRED = 'This confirmation link has expired. Please sign up again.';

export function newsletterConfirmRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', limitPublicPosts('newsletter-confirm-ip'), async (c) => {
    const { token } = await validBody(c, signedLinkRequestSchema);
    const { sql, config } = c.get('deps');
    const email = await verifySignedId(config.LINK_SIGNING_SECRET, CONFIRM_PURPOSE, token);
    if (!email) throw new HttpError(400, { error: INVALID_LINK });
    // Privileged: the signature is the proof (visitors hold no update right on newsletter_signups).
    const [row] = await sql<{ r: { result: string } }[]>`select public.confirm_newsletter(${email}) as r`;
    c.header('Cache-Control', 'no-store');
    if (row?.r.result === 'not_found') throw new HttpError(410, { error: CONFIRMATION_EXPIRED });
    return c.json({ message: SUBSCRIPTION_CONFIRMED });
  });
  return app;
}
