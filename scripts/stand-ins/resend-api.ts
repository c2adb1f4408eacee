// A stand-in (msw) for Resend's send endpoint, POST https://api.resend.com/emails, as Resend's
// API reference describes it (resend.com/docs/api-reference/emails/send-email and
// resend.com/docs/api-reference/errors): a JSON body with from, to (a list), subject, text or
// html, reply_to and attachments (filename, base64 content); the key as `Authorization: Bearer`.
// Every error answers Resend's error object { statusCode, message, name }.
// Status and error names it models:
//   200  { id }                          the message was accepted
//   401  missing_api_key                 no Authorization header
//   403  invalid_api_key                 a key other than the one it was given
//   422  missing_required_field          from, to or subject missing, or neither text nor html
//   422  invalid_from_address            a from without an address (`Name <a@b>` or `a@b`)
//   429  rate_limit_exceeded             when told to (`limited`), with Retry-After as Resend sends it
// Not modelled: idempotency keys (400/409), quotas (429 daily/monthly), domain verification (403
// validation_error), 5xx.
import { http, HttpResponse } from 'msw';

export const RESEND_EMAILS_URL = 'https://api.resend.com/emails';

export type ResendStandIn = { key: string; limited?: boolean; accepted: Record<string, unknown>[] };

const failure = (statusCode: number, name: string, message: string, headers?: Record<string, string>) =>
  HttpResponse.json({ statusCode, message, name }, { status: statusCode, headers });

const ADDRESS = /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

export function resendHandler(state: ResendStandIn) {
  return http.post(RESEND_EMAILS_URL, async ({ request }) => {
    const auth = request.headers.get('authorization');
    if (!auth) return failure(401, 'missing_api_key', 'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY');
    if (auth !== `Bearer ${state.key}`) return failure(403, 'invalid_api_key', 'API key is invalid');
    if (state.limited) return failure(429, 'rate_limit_exceeded', 'Too many requests. You can only make 2 requests per second.', { 'retry-after': '1' });
    const body = (await request.json()) as Record<string, unknown>;
    const missing = ['from', 'to', 'subject'].filter((field) => !body[field] || (Array.isArray(body[field]) && !(body[field] as unknown[]).length));
    if (!body.text && !body.html) missing.push('text or html');
    if (missing.length) return failure(422, 'missing_required_field', `Missing \`${missing.join('`, `')}\` field.`);
    if (!ADDRESS.test(String(body.from))) {
      return failure(422, 'invalid_from_address', 'Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.');
    }
    state.accepted.push(body);
    return HttpResponse.json({ id: `email_${state.accepted.length}` });
  });
}
