import type { WebPage } from 'schema-dts'
import { pathIn, type Locale } from '@/i18n/locale'

/** The absolute address of `path` (an English path) on the page's language's version of the site. */
export const pageUrl = (origin: string, locale: Locale, path: string) => `${origin}${pathIn(locale, path)}`

/**
 * The page a thing is the main subject of, with the page's language: for types schema.org gives
 * no `inLanguage` (Service and JobPosting are not creative works), the page that describes them
 * carries it.
 */
export const describingPage = (url: string, inLanguage: Locale): WebPage => ({ '@type': 'WebPage', '@id': url, inLanguage })
