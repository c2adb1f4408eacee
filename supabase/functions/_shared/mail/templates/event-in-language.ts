// An event's title and place as a mail in `locale` names them: the published Spanish translation's
// (content_translations, subject 'events', keyed by the event's id, laid over the English by
// contract/translations.ts), or the English where there is none.
import { overlayTranslation } from '../../contract/translations.ts';
import type { Sql } from '../../db/pool.ts';
import type { Locale } from './language.ts';

export async function eventInLanguage<T extends { title: string; location?: string }>(
  sql: Sql, eventId: string, locale: Locale, event: T,
): Promise<T> {
  if (locale === 'en') return event;
  const [row] = await sql<{ fields: unknown }[]>`
    select fields from public.content_translations
    where subject = 'events' and subject_key = ${eventId} and locale = ${locale} and status = 'published'`;
  return row ? overlayTranslation('events', event, row.fields) : event;
}
