// POST /api/newsletter/unsubscribe { token }: removes the address a signed link names.
// The token signs the lower-cased address (one subscription per address whatever its case), so
// any mail to a subscriber can carry a link: newsletterUnsubscribeUrl(config, email).
// Idempotent: a second click answers the same message.
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import { INVALID_LINK, signedLinkRequestSchema } from '../contract/signed-links.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { validBody } from '../http/validate.ts';
import { type Locale } from '../mail/templates/language.ts';
import { sitePage } from '../site-links.ts';
import { signId, verifySignedId } from '../signed-token.ts';

export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';
export const UNSUBSCRIBED = "You've been unsubscribed from our newsletter.";

/**
 * The link a newsletter mail puts in its footer (and List-Unsubscribe header); it opens the page
 * in the subscriber's language (newsletter_signups.locale).
 */
export async function newsletterUnsubscribeUrl(config: Config, email: string, locale: Locale = 'en'): Promise<string> {
  const token = await signId(config.LINK_SIGNING_SECRET, UNSUBSCRIBE_PURPOSE, email.trim().toLowerCase());
  return sitePage(config, locale, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}

export function newsletterUnsubscribeRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', limitPublicPosts('newsletter-unsubscribe-ip'), async (c) => {
    const { token } = await validBody(c, signedLinkRequestSchema);
    const { sql, config } = c.get('deps');
    const email = await verifySignedId(config.LINK_SIGNING_SECRET, UNSUBSCRIBE_PURPOSE, token);
    if (!email) throw new HttpError(400, { error: INVALID_LINK });

    // Privileged: visitors hold no delete right on newsletter_signups; the signature is the proof.
    await sql`delete from public.newsletter_signups where lower(email) = ${email}`;
    c.header('Cache-Control', 'no-store');
    return c.json({ message: UNSUBSCRIBED });
  });
  return app;
}
