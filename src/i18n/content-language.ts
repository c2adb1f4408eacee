import { LOCALES, type Locale } from './locale'

/**
 * Staff content in the page's language (issue 36). A Spanish page asks /api for the Spanish
 * (`?lang=es`); the answer marks each translatable thing `lang: 'es'` when a published translation
 * was laid over it, `lang: 'en'` when it is still the English. English pages ask exactly as before.
 */

/** `path` asking for the content in `locale`: English pages add nothing. */
export function contentPath(path: string, locale: Locale): string {
  if (locale === 'en') return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`
}

/**
 * A content query's key in `locale`: the English key as it was, another language's with `{ lang }`
 * after it, so the English key stays a prefix of both (a refresh of ['api', 'events'] reaches the
 * Spanish lists and events too) and no slug can be mistaken for a language.
 */
export function contentKey<const K extends readonly unknown[]>(key: K, locale: Locale): K | readonly [...K, { lang: Locale }] {
  return locale === 'en' ? key : ([...key, { lang: locale }] as const)
}

/** Content that may carry the answer's language mark. */
type Marked = object | null | undefined

const langMark = (item: Marked): unknown => (item && 'lang' in item ? item.lang : undefined)

/**
 * The language `item` is shown in on a page in `pageLocale`: the answer's own mark (a Spanish page
 * shows content without a published translation in English, marked 'en'), else the page's
 * language (English answers carry no mark).
 */
export function contentLanguage(item: Marked, pageLocale: Locale): Locale {
  const mark = langMark(item)
  return LOCALES.find((locale) => locale === mark) ?? pageLocale
}

/** Shown in English on a page in another language: the answer said it has no published translation. */
export const isUntranslated = (item: Marked, pageLocale: Locale): boolean => pageLocale !== 'en' && contentLanguage(item, pageLocale) === 'en'

/** The `lang` attribute to spread on the element that shows `item`: lang="en" where it is still the English. */
export const langOf = (item: Marked, pageLocale: Locale): { lang?: 'en' } => (isUntranslated(item, pageLocale) ? { lang: 'en' } : {})

/**
 * For a page's head (`pageHead({ translated })`): false only when the page's own content answered
 * in English; an English page, or one whose content did not load, keeps the default.
 */
export const isTranslated = (item: Marked): boolean => langMark(item) !== 'en'
