// A public form sent by the browser itself (issue 56): before the app has started, or with
// JavaScript off, a <form method="post" action="/api/..."> is submitted natively, urlencoded
// (the contact, newsletter and event forms) or multipart/form-data (applications). Such a post is
// taken only from the site's own origin, validated with the same contract as the JSON path, stored
// once by the same code, and answered 303 See Other to a page of the site that says what
// happened, in the language of the page the form was on (its hidden field `lang`). A function
// cannot serve HTML, so every outcome, refusals included, is a page of the site (src/routes/
// forms.$outcome.tsx); no field value is ever put in the address.
import { allowedOrigins } from '../config.ts';
import type { AppContext } from './context.ts';
import { HttpError } from './errors.ts';

export const FORM_TYPE = 'application/x-www-form-urlencoded';
/** The public forms' endpoints that take their own form's encoding. */
const FORM_PATHS = [/^\/api\/contact$/, /^\/api\/newsletter$/, /^\/api\/events\/[^/]+\/(register|waitlist)$/, /^\/api\/series\/[^/]+\/register$/, /^\/api\/applications$/, /^\/api\/held\/confirm$/];
export const isPublicFormPath = (path: string, method: string) => method === 'POST' && FORM_PATHS.some((p) => p.test(path));

/**
 * The site's own origin sent the request: browsers send Origin with every form POST (Fetch
 * standard, "append a request Origin header"), so a post without one is not the site's form.
 */
export function fromSite(c: AppContext): boolean {
  const origin = c.req.header('origin');
  if (!origin || c.req.header('sec-fetch-site') === 'cross-site') return false;
  return allowedOrigins(c.get('deps').config).has(origin);
}

const mediaType = (c: AppContext) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The browser sent the form itself: urlencoded (the app always sends JSON), or multipart as a page
 * navigation (the app's fetch asks for application/json, a navigation for text/html).
 */
export function isNativeForm(c: AppContext): boolean {
  if (mediaType(c) === FORM_TYPE) return true;
  if (c.req.header('sec-fetch-mode') === 'navigate') return true;
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/**
 * The urlencoded body's fields, the first of each name (the 32 KB limit has already applied); a
 * field named in `lists` (checkboxes: a series' dates) holds every value given, joined by commas.
 */
export async function urlencodedFields(c: AppContext, lists: readonly string[] = []): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const params = new URLSearchParams(await c.req.text());
  for (const [key, value] of params) if (!(key in fields)) fields[key] = value;
  for (const key of lists) if (params.has(key)) fields[key] = params.getAll(key).join(',');
  return fields;
}

export type PageLocale = 'en' | 'es';
/** The language of the page the form was on: its hidden field `lang`, else the Referer's path. */
export function pageLocale(c: AppContext, fields: Record<string, string>): PageLocale {
  if (fields.lang === 'es' || fields.lang === 'en') return fields.lang;
  const referer = c.req.header('referer') ?? '';
  try {
    return /^\/es(\/|$)/.test(new URL(referer).pathname) ? 'es' : 'en';
  } catch {
    return 'en';
  }
}

/** The forms, as the result pages name them. */
export type FormName = 'contact' | 'newsletter' | 'registration' | 'waitlist' | 'application';
/** The invalid-input page of each form (the registration and the waitlist share their fields). */
const INVALID_PAGE: Record<FormName, string> = {
  contact: 'contact-invalid', newsletter: 'newsletter-invalid', registration: 'event-invalid', waitlist: 'event-invalid',
  application: 'application-invalid',
};
/** The page for a refusal of the request as a whole (full, closed, already registered…). */
const REFUSED_PAGE: Partial<Record<FormName, string>> = {
  registration: 'registration-refused', waitlist: 'waitlist-refused', application: 'application-refused',
};

/** The result page's path for an error thrown while the form was handled. */
export function outcomeOf(form: FormName, err: unknown): string {
  if (!(err instanceof HttpError)) return 'try-later';
  if (err.status === 429 || err.status >= 500) return 'try-later';
  if (err.status === 400 || err.status === 413 || err.status === 415) return INVALID_PAGE[form];
  return REFUSED_PAGE[form] ?? INVALID_PAGE[form];
}

/** 303 See Other to the result page on the origin the form came from (checked: fromSite). */
export function seeResult(c: AppContext, locale: PageLocale, outcome: string): Response {
  const origin = c.req.header('origin')!;
  const path = `${locale === 'es' ? '/es' : ''}/forms/${outcome}`;
  return new Response(null, { status: 303, headers: { Location: `${origin}${path}`, 'Cache-Control': 'no-store' } });
}

/**
 * Handles a native form post: refuses a foreign origin (403, as the JSON path) before the body is
 * read, then reads the fields and runs `send` (parse + store, the JSON path's code), and answers
 * 303 to the form's `sent` page, to the outcome `send` names (a held form: held/held-submissions.ts),
 * or to the page that says why not. An unexpected failure is logged
 * and answered with the try-later page, never a 500.
 */
export async function answerFormPost(
  c: AppContext,
  form: FormName,
  read: () => Promise<Record<string, string>>,
  send: (fields: Record<string, string>, locale: PageLocale) => Promise<string | void>,
): Promise<Response> {
  if (!fromSite(c)) return c.json({ error: 'Cross-origin requests are not allowed' }, 403);
  let locale = pageLocale(c, {});
  let outcome: string | void;
  try {
    const fields = await read();
    locale = pageLocale(c, fields);
    outcome = await send(fields, locale);
  } catch (err) {
    if (!(err instanceof HttpError) || err.status >= 500) {
      c.get('deps').log('form post failed', {
        requestId: c.get('requestId'), path: c.req.path, error: err instanceof Error ? err.stack ?? err.message : String(err),
      });
    }
    return seeResult(c, locale, outcomeOf(form, err));
  }
  return seeResult(c, locale, outcome ?? `${form}-sent`);
}
