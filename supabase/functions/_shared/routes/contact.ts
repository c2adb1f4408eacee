// POST /api/contact (public, rate-limited, honeypot, proof-of-work check; JSON from the app, or
// the form's own urlencoded post answered 303: http/form-post.ts, held without the check:
// held/held-submissions.ts); GET /api/contact and
// PATCH /api/contact/{id}/status (admin; RLS decides again).
import { Hono } from 'hono';
import { type ContactRequest, contactRequestSchema, contactStatusUpdateSchema, type ContactSubmission } from '../contract/contact.ts';
import { requireAdmin } from '../auth/admin.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answerFormPost, isNativeForm, urlencodedFields } from '../http/form-post.ts';
import { notFound } from '../http/errors.ts';
import { requireHuman } from '../http/human-check.ts';
import { sendOrHold } from '../held/held-submissions.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { parseWith, uuidParam, validBody } from '../http/validate.ts';
import type { Locale } from '../mail/templates/language.ts';
import { visitorLocale } from '../mail/visitor-locale.ts';

export const CONTACT_SENT = "Thank you for contacting us. We'll get back to you within 24 hours.";
const SUBMISSION_NOT_FOUND = 'Contact submission not found';

export function contactRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', limitPublicPosts('contact-ip'), async (c) => {
    if (isNativeForm(c)) {
      return answerFormPost(c, 'contact', () => urlencodedFields(c), (fields, locale) => {
        const body = parseWith(contactRequestSchema, fields);
        return sendOrHold(c, body, () => ({ form: 'contact', fields, email: body.email, locale }), () => sendContact(c, body, locale));
      });
    }
    const body = await validBody(c, contactRequestSchema);
    await requireHuman(c, body.altcha);
    await sendContact(c, body, visitorLocale(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ message: CONTACT_SENT }, 201);
  });

  app.get('/', requireAdmin, async (c) => {
    const rows = await withCaller(c, (tx) => tx<ContactSubmission[]>`
      select id, name, email, phone, subject, message, status, created_at as "createdAt"
      from public.contact_submissions order by created_at desc, id`);
    return c.json(rows);
  });

  app.patch('/:id/status', requireAdmin, async (c) => {
    const id = uuidParam(c, 'id', SUBMISSION_NOT_FOUND);
    const { status } = await validBody(c, contactStatusUpdateSchema);
    const [row] = await withCaller(c, (tx) => tx<ContactSubmission[]>`
      update public.contact_submissions set status = ${status} where id = ${id}
      returning id, name, email, phone, subject, message, status, created_at as "createdAt"`);
    if (!row) throw notFound(SUBMISSION_NOT_FOUND);
    return c.json(row);
  });
  return app;
}

/**
 * Stores the message (a filled honeypot stores nothing); the address's hit was counted before the
 * body was read, and the check passed (or a held form was confirmed: routes/held.ts).
 */
export async function sendContact(c: AppContext, body: ContactRequest, locale: Locale): Promise<void> {
  if (body.website) return;
  // anon may insert but not read back: no RETURNING. The insert trigger enqueues the mails.
  await withCaller(c, (tx) => tx`
    insert into public.contact_submissions (name, email, phone, subject, message, locale)
    values (${body.name}, ${body.email}, ${body.phone || null}, ${body.subject}, ${body.message}, ${locale})`);
}
