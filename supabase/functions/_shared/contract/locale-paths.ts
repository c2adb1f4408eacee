// The site's languages and their addresses, shared by the web app (src/i18n/locale.ts) and the
// functions (links in e-mails). English pages keep their addresses; each has a Spanish twin under
// /es/ (/about → /es/about, / → /es). The admin area and the API have one language, English.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

const SPANISH_PREFIX = '/es';

/** Paths with no Spanish twin: the staff area and the API. */
const isEnglishOnly = (pathname: string) => /^\/(admin|api)(\/|$|\?)/.test(pathname);

const underSpanishPrefix = (pathname: string) => pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`);

/** The language of a page from its address. */
export function localeOf(pathname: string): Locale {
  return underSpanishPrefix(pathname) ? 'es' : 'en';
}

/** The English address of a page, whichever language `pathname` is in. */
export function englishPath(pathname: string): string {
  if (!underSpanishPrefix(pathname)) return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || '/';
}

/** The address of the same page in `locale` (English-only paths stay as they are). */
export function pathIn(locale: Locale, pathname: string): string {
  const english = englishPath(pathname);
  if (locale === 'en' || isEnglishOnly(english)) return english;
  return english === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${english}`;
}
