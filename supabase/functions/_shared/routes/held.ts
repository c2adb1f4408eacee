// The confirmation of a form the browser posted without the proof-of-work check (held/
// held-submissions.ts; contract/held.ts). Either way the held form is taken out once and sent
// through the code a form sent by the app runs (seats, mails, staff notice), and the answer names
// the result page of the form: sent, or why not. A forged token, or a form confirmed already or
// deleted after its 24 hours, is the held-expired page.
import { Hono } from 'hono';
import { HELD_EXPIRED, heldConfirmRequestSchema, type HeldConfirmResponse } from '../contract/held.ts';
import { contactRequestSchema } from '../contract/contact.ts';
import { registrationRequestSchema, waitlistRequestSchema } from '../contract/events.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { outcomeOf } from '../http/form-post.ts';
import { requireHuman } from '../http/human-check.ts';
import { limitByIp, limitPublicPosts } from '../http/rate-limit.ts';
import { parseWith, validBody } from '../http/validate.ts';
import { type HeldRow, putBack, takeHeld } from '../held/held-submissions.ts';
import { sitePage } from '../site-links.ts';
import { submitHeldApplication } from './applications.ts';
import { sendContact } from './contact.ts';
import { joinWaitlist, register } from './events.ts';

const EXPIRED_OUTCOME = 'held-expired';

/** Sends a held form as the app's own send would. */
async function send(c: AppContext, held: HeldRow): Promise<void> {
  const { fields, locale } = held;
  switch (held.form) {
    case 'contact':
      return sendContact(c, parseWith(contactRequestSchema, fields), locale);
    case 'registration':
      await register(c, held.event_id!, parseWith(registrationRequestSchema, fields), locale);
      return;
    case 'waitlist':
      await joinWaitlist(c, held.event_id!, parseWith(waitlistRequestSchema, fields), locale);
      return;
    case 'application':
      return submitHeldApplication(c, fields, held.cv_path ? { path: held.cv_path, type: held.cv_type ?? '' } : null, locale);
  }
}

/**
 * Releases the held form the token names; answers its result page and language. A failure of ours
 * (not the form's: full, closed, already registered) puts it back, to be confirmed again.
 */
async function release(c: AppContext, token: string): Promise<{ outcome: string; locale: 'en' | 'es' | null }> {
  const held = await takeHeld(c, token);
  if (!held) return { outcome: EXPIRED_OUTCOME, locale: null };
  try {
    await send(c, held);
    return { outcome: `${held.form}-sent`, locale: held.locale };
  } catch (err) {
    if (!(err instanceof HttpError) || err.status >= 500) {
      await putBack(c.get('deps').sql, held);
      throw err;
    }
    return { outcome: outcomeOf(held.form, err), locale: held.locale };
  }
}

export function heldRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/confirm', limitPublicPosts('held-confirm-ip'), async (c) => {
    const { token, altcha } = await validBody(c, heldConfirmRequestSchema);
    await requireHuman(c, altcha);
    const { outcome } = await release(c, token);
    c.header('Cache-Control', 'no-store');
    if (outcome === EXPIRED_OUTCOME) return c.json({ error: HELD_EXPIRED, outcome }, 410);
    return c.json({ outcome } satisfies HeldConfirmResponse);
  });

  // The mailed link: a page navigation, answered 303 to a page of the site in the form's language.
  app.get('/confirm', async (c) => {
    const { config } = c.get('deps');
    const asked = c.req.query('lang') === 'es' ? 'es' : 'en';
    const see = (locale: 'en' | 'es', outcome: string) =>
      new Response(null, { status: 303, headers: { Location: sitePage(config, locale, `/forms/${outcome}`), 'Cache-Control': 'no-store' } });
    // a HEAD (a link checker's) changes nothing
    if (c.req.method !== 'GET') return see(asked, EXPIRED_OUTCOME);
    try {
      await limitByIp(c, 'held-confirm-ip', config.FORM_MAX_PER_HOUR, 3600);
      const { outcome, locale } = await release(c, (c.req.query('token') ?? '').slice(0, 400));
      return see(locale ?? asked, outcome);
    } catch (err) {
      if (!(err instanceof HttpError)) {
        c.get('deps').log('held form confirmation failed', { requestId: c.get('requestId'), error: err instanceof Error ? err.stack ?? err.message : String(err) });
      }
      return see(asked, 'try-later');
    }
  });
  return app;
}
