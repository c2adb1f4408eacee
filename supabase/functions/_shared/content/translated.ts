// Public content in the language a page asked for (issue 36, item 4): the published translations
// of some rows, laid over their English (contract/translations.ts), each row marked with the
// language its texts are now in. Read as the caller, so row-level security shows visitors only
// published translations.
import {
  overlayTranslation, type TranslationKind, type TranslationLocale, type WithLanguage,
} from '../contract/translations.ts';
import type { Tx } from '../db/pool.ts';

/**
 * `rows` (English) in `locale`: each with its published translation laid over it and `lang` set
 * ('en' where there is none). Without a locale, the rows as they are, unmarked. `subject` and
 * `keyOf` name each row's translation (contract/translations.ts TranslationSubject); `kind` is
 * the subject's kind of content (a page's is 'pages/{name}').
 */
export async function inLanguage<T extends object>(
  tx: Tx,
  locale: TranslationLocale | undefined,
  { subject, kind, keyOf }: { subject: string; kind: TranslationKind; keyOf: (row: T) => string },
  rows: readonly T[],
): Promise<WithLanguage<T>[]> {
  if (!locale || rows.length === 0) return [...rows];
  const keys = rows.map(keyOf);
  const found = await tx<{ key: string; fields: unknown }[]>`
    select subject_key as key, fields from public.content_translations
    where subject = ${subject} and locale = ${locale} and status = 'published' and subject_key in ${tx(keys)}`;
  const byKey = new Map(found.map((row) => [row.key, row.fields]));
  return rows.map((row) => {
    const fields = byKey.get(keyOf(row));
    return fields === undefined ? { ...row, lang: 'en' as const } : { ...overlayTranslation(kind, row, fields), lang: locale };
  });
}
