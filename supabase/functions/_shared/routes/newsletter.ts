// POST /api/newsletter (public, idempotent, rate-limited, honeypot; JSON from the app, or the
// form's own urlencoded post answered 303: http/form-post.ts): a new address is stored pending and
// mailed its confirmation link (double opt-in, issue 57 item 7; the same answer for an address
// already on the list). GET /api/newsletter (admin): the confirmed addresses only.
import { Hono } from 'hono';
import { type NewsletterRequest, newsletterRequestSchema, type NewsletterSignup } from '../contract/newsletter.ts';
import { requireAdmin } from '../auth/admin.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answerFormPost, isNativeForm, urlencodedFields } from '../http/form-post.ts';
import { HttpError } from '../http/errors.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { parseWith, validBody } from '../http/validate.ts';
import type { Locale } from '../mail/templates/language.ts';
import { visitorLocale } from '../mail/visitor-locale.ts';

export const SUBSCRIBED = 'Almost done! Check your email and confirm your subscription.';

export function newsletterRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', limitPublicPosts('newsletter-ip'), async (c) => {
    if (isNativeForm(c)) {
      return answerFormPost(c, 'newsletter', () => urlencodedFields(c), (fields, locale) => subscribe(c, parseWith(newsletterRequestSchema, fields), locale));
    }
    await subscribe(c, await validBody(c, newsletterRequestSchema), visitorLocale(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ message: SUBSCRIBED }, 201);
  });

  app.get('/', requireAdmin, async (c) => {
    const rows = await withCaller(c, (tx) => tx<NewsletterSignup[]>`
      select id, email, created_at as "createdAt" from public.newsletter_signups where confirmed_at is not null
      order by created_at desc, id`);
    return c.json(rows);
  });
  return app;
}

/** Subscribes (idempotent; a filled honeypot stores nothing); the address's hit was counted before the body was read. */
async function subscribe(c: AppContext, body: NewsletterRequest, locale: Locale): Promise<void> {
  if (body.website) return;
  const [row] = await withCaller(c, (tx) => tx<{ r: { result: string; field?: string; message?: string } }[]>`
    select public.subscribe_newsletter(${body.email}, ${locale}) as r`);
  if (row?.r.result !== 'subscribed') {
    const message = row?.r.message ?? 'Please enter a valid email address';
    throw new HttpError(400, { error: 'Validation failed', message, fieldErrors: { email: [message] } });
  }
}
