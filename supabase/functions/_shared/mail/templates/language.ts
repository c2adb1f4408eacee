// The language of an e-mail to a visitor (issue 36, item 5): the language of the page they wrote
// from, kept on the row their mail is about (its `locale` column, migration
// 20261128090200_visitor_language.sql). Each template keeps its words for both languages side by
// side, one object per language (`Words`), typed from the English so the Spanish has every key.
// Staff notifications stay English and name the visitor's language when it is Spanish.
import type { Locale } from '../../contract/locale-paths.ts';

export type { Locale };

/** One set of words per language. */
export type Words<T> = Record<Locale, T>;

/** 'es' for a row or payload marked Spanish; anything else (older rows, no mark) is English. */
export const mailLocale = (value: unknown): Locale => (value === 'es' ? 'es' : 'en');

/** How dates and amounts are written: US English, or US Spanish. */
export const intlLocale = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US');

export const PREFERRED_SPANISH = 'Preferred language: Spanish';

/** The line a staff notification adds about a Spanish-speaking visitor (none for English). */
export const preferredLanguageLines = (locale: Locale): string[] => (locale === 'es' ? [PREFERRED_SPANISH] : []);
