// Public content in the language a page asked for (issue 36, item 4): the published translations
// of some rows, laid over their English (contract/translations.ts), each row marked with the
// language its texts are now in. Read as the caller, so row-level security shows visitors only
// published translations. An answer made of several kinds of rows (a page's document and its
// collections) fetches every translation it needs in one query, never one per row.
import {
  overlayTranslation, TRANSLATABLE_PATHS, type TranslationKind, type TranslationLocale, type WithLanguage,
} from '../contract/translations.ts';
import type { Tx } from '../db/pool.ts';

/** Which rows of a subject an answer shows, and how to lay a translation over one. */
export type TranslatedRows<T> = { subject: string; kind: TranslationKind; keyOf: (row: T) => string };

/** The published translations one answer needs, by subject and key. */
export type Translations = { locale: TranslationLocale | undefined; fields: (subject: string, key: string) => unknown };

const NONE: Translations = { locale: undefined, fields: () => undefined };

/**
 * The published translations into `locale` of the given subjects' rows, in one query. Without a
 * locale (the answer is English), none and no query.
 */
export async function publishedTranslations(
  tx: Tx,
  locale: TranslationLocale | undefined,
  wanted: readonly { subject: string; keys: readonly string[] }[],
): Promise<Translations> {
  if (!locale) return NONE;
  const subjects = wanted.flatMap((w) => w.keys.map(() => w.subject));
  const keys = wanted.flatMap((w) => w.keys);
  const found = subjects.length === 0 ? [] : await tx<{ subject: string; key: string; fields: unknown }[]>`
    select t.subject, t.subject_key as key, t.fields from public.content_translations t
    join unnest(${subjects}::text[], ${keys}::text[]) as w(subject, key) on w.subject = t.subject and w.key = t.subject_key
    where t.locale = ${locale} and t.status = 'published'`;
  const byKey = new Map(found.map((row) => [`${row.subject}\n${row.key}`, row.fields]));
  return { locale, fields: (subject, key) => byKey.get(`${subject}\n${key}`) };
}

/**
 * `rows` (English) with their translations laid over and `lang` set: the translation's language
 * where there is one, 'en' where there is none yet. A kind with nothing to translate (partners:
 * names and logos) is as good in any language, so it is marked with the language asked for.
 * Without a locale, the rows as they are, unmarked.
 */
export function laidOver<T extends object>(translations: Translations, { subject, kind, keyOf }: TranslatedRows<T>, rows: readonly T[]): WithLanguage<T>[] {
  const { locale } = translations;
  if (!locale) return [...rows];
  const nothingToTranslate = TRANSLATABLE_PATHS[kind].length === 0;
  return rows.map((row) => {
    const fields = translations.fields(subject, keyOf(row));
    if (fields !== undefined) return { ...overlayTranslation(kind, row, fields), lang: locale };
    return { ...row, lang: nothingToTranslate ? locale : 'en' as const };
  });
}

/**
 * `rows` (English) in `locale`: each with its published translation laid over it and `lang` set
 * ('en' where there is none). Without a locale, the rows as they are, unmarked. `subject` and
 * `keyOf` name each row's translation (contract/translations.ts TranslationSubject); `kind` is
 * the subject's kind of content (a page's is 'pages/{name}').
 */
export async function inLanguage<T extends object>(
  tx: Tx,
  locale: TranslationLocale | undefined,
  rowsOf: TranslatedRows<T>,
  rows: readonly T[],
): Promise<WithLanguage<T>[]> {
  const translations = await publishedTranslations(tx, locale, [{ subject: rowsOf.subject, keys: rows.map(rowsOf.keyOf) }]);
  return laidOver(translations, rowsOf, rows);
}
