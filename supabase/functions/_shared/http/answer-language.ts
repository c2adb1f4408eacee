// The API answers in the language the page asked for: a Spanish page's requests carry
// Accept-Language: es (src/lib/http.ts), and the sentences of an answer (`error`, `message`,
// `fieldErrors`) come back in Spanish where contract/spanish.ts has them. Data (content, names)
// is never touched. An answer that holds such sentences varies by Accept-Language. Only errors
// and the answers to writes carry sentences, so a successful read (the content, the hot path)
// is passed through without being parsed.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { spanishOf } from '../contract/spanish.ts';

/** The request's first language is Spanish ("es", "es-US", "es;q=1, en;q=0.5"). */
export const asksForSpanish = (acceptLanguage: string | undefined): boolean => /^\s*es(-|;|,|\s|$)/i.test(acceptLanguage ?? '');

type Sentences = { error?: unknown; message?: unknown; fieldErrors?: unknown };

const hasSentences = (body: unknown): body is Sentences =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && ('error' in body || 'message' in body || 'fieldErrors' in body);

const translate = (value: unknown) => (typeof value === 'string' ? spanishOf(value) ?? value : value);

/** The body with its sentences in Spanish. */
function inSpanish(body: Sentences): Sentences {
  const translated: Sentences = { ...body };
  if ('error' in body) translated.error = translate(body.error);
  if ('message' in body) translated.message = translate(body.message);
  if (body.fieldErrors && typeof body.fieldErrors === 'object') {
    translated.fieldErrors = Object.fromEntries(
      Object.entries(body.fieldErrors).map(([field, messages]) => [field, Array.isArray(messages) ? messages.map(translate) : messages]),
    );
  }
  return translated;
}

export const answerLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  if ((read && c.res.status < 400) || !c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const body: unknown = await c.res.clone().json().catch(() => undefined);
  if (!hasSentences(body)) return;
  c.res.headers.append('Vary', 'Accept-Language');
  if (!asksForSpanish(c.req.header('Accept-Language'))) return;
  const headers = new Headers(c.res.headers);
  headers.set('Content-Language', 'es');
  headers.delete('Content-Length');
  c.res = new Response(JSON.stringify(inSpanish(body)), { status: c.res.status, headers });
};
