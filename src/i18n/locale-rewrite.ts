import type { LocationRewrite } from '@tanstack/react-router'
import { englishPath, pathIn, type Locale } from './locale'

/**
 * The router's URL rewrite for a page load in `locale` (TanStack Router's `rewrite` option): the
 * routes know English addresses only, so /es/about is read as /about, and every address the
 * router writes (links, navigations) is given back the page's language. Changing language loads
 * the other page (the switch is a plain link), so one router keeps one language. English pages
 * need no rewrite and get none.
 */
export function localeRewrite(locale: Locale): LocationRewrite | undefined {
  if (locale === 'en') return undefined
  return {
    input: ({ url }) => {
      const pathname = englishPath(url.pathname)
      if (pathname === url.pathname) return undefined
      url.pathname = pathname
      return url
    },
    output: ({ url }) => {
      url.pathname = pathIn(locale, url.pathname)
      return url
    },
  }
}
