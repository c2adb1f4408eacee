// The confirmation of a form the browser posted without the proof-of-work check (held/
// held-submissions.ts; contract/held.ts), two ways: from its answer page once the app runs there
// (JSON, with the check solved), or by the button of the page its mail links to (a native form
// post, the mailbox being the proof). Either way the held form is taken out once and sent through
// the code a form sent by the app runs (seats, mails, staff notice), and the answer names the
// result page of the form: sent, or why not. A forged token, one of the other way, or a form
// confirmed already or deleted after its 24 hours, is the held-expired page. Opening a link
// (GET) never confirms anything: mail scanners open every link a mail holds.
import { Hono } from 'hono';
import { HELD_EXPIRED, HELD_MAIL_PAGE, HELD_MAIL_PURPOSE, HELD_PURPOSE, heldConfirmRequestSchema, type HeldConfirmResponse } from '../contract/held.ts';
import { contactRequestSchema } from '../contract/contact.ts';
import { registrationRequestSchema, waitlistRequestSchema } from '../contract/events.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { fromSite, isNativeForm, outcomeOf, pageLocale, seeResult, urlencodedFields } from '../http/form-post.ts';
import { requireHuman } from '../http/human-check.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { parseWith, validBody } from '../http/validate.ts';
import { type HeldRow, outcomeForm, putBack, takeHeld } from '../held/held-submissions.ts';
import { sitePage } from '../site-links.ts';
import { submitHeldApplication } from './applications.ts';
import { sendContact } from './contact.ts';
import { joinWaitlist, register } from './events.ts';
import { registerForSeries, seriesFormBody } from './series.ts';

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
    case 'series_registration':
      await registerForSeries(c, fields.series ?? '', seriesFormBody(fields), locale);
      return;
    case 'application':
      return submitHeldApplication(c, fields, held.cv_path ? { path: held.cv_path, type: held.cv_type ?? '' } : null, locale);
  }
}

/**
 * Releases the held form the token names; answers its result page and language. A failure of ours
 * (not the form's: full, closed, already registered) puts it back, to be confirmed again.
 */
async function release(c: AppContext, token: string, purpose: string): Promise<{ outcome: string; locale: 'en' | 'es' | null }> {
  const held = await takeHeld(c, token, purpose);
  if (!held) return { outcome: EXPIRED_OUTCOME, locale: null };
  try {
    await send(c, held);
    return { outcome: `${outcomeForm(held.form)}-sent`, locale: held.locale };
  } catch (err) {
    if (!(err instanceof HttpError) || err.status >= 500) {
      await putBack(c.get('deps').sql, held);
      throw err;
    }
    return { outcome: outcomeOf(outcomeForm(held.form), err), locale: held.locale };
  }
}

export function heldRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/confirm', limitPublicPosts('held-confirm-ip'), async (c) => {
    if (isNativeForm(c)) return confirmByMail(c);
    const { token, altcha } = await validBody(c, heldConfirmRequestSchema);
    await requireHuman(c, altcha);
    const { outcome } = await release(c, token, HELD_PURPOSE);
    c.header('Cache-Control', 'no-store');
    if (outcome === EXPIRED_OUTCOME) return c.json({ error: HELD_EXPIRED, outcome }, 410);
    return c.json({ outcome } satisfies HeldConfirmResponse);
  });

  // The link of mails sent before the link led to the page: the page, which asks for the press.
  app.get('/confirm', (c) => {
    const { config } = c.get('deps');
    const locale = c.req.query('lang') === 'es' ? 'es' : 'en';
    const token = (c.req.query('token') ?? '').slice(0, 400);
    const page = sitePage(config, locale, `${HELD_MAIL_PAGE}?token=${encodeURIComponent(token)}`);
    return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
  });
  return app;
}

/** The mail's page's button: the form { token, lang } posted by the browser, answered 303 to its result page. */
async function confirmByMail(c: AppContext): Promise<Response> {
  if (!fromSite(c)) return c.json({ error: 'Cross-origin requests are not allowed' }, 403);
  const fields = await urlencodedFields(c);
  const asked = pageLocale(c, fields);
  try {
    const { outcome, locale } = await release(c, (fields.token ?? '').slice(0, 400), HELD_MAIL_PURPOSE);
    return seeResult(c, locale ?? asked, outcome);
  } catch (err) {
    if (!(err instanceof HttpError)) {
      c.get('deps').log('held form confirmation failed', { requestId: c.get('requestId'), error: err instanceof Error ? err.stack ?? err.message : String(err) });
    }
    return seeResult(c, asked, 'try-later');
  }
}
