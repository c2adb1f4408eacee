// The language a visitor's e-mails will be in, taken when they send something from the site: the
// language of the page they sent it from. A Spanish page's requests carry Accept-Language: es
// (src/lib/http.ts); the same rule picks Spanish here as for the API's answers.
import type { Context } from 'hono';
import { asksForSpanish } from '../http/answer-language.ts';
import type { Locale } from './templates/language.ts';

export const visitorLocale = (c: Context): Locale => (asksForSpanish(c.req.header('Accept-Language')) ? 'es' : 'en');
