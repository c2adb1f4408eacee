import type { MouseEvent } from 'react'
import { useLocation } from '@tanstack/react-router'
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { useHydrated } from '@/lib/use-hydrated'
import { pathIn, type Locale } from './locale'
import { useLocale } from './use-locale'
import { defineMessages, useMessages } from './messages'

/** The other language's own name for itself: the switch is written in the language it leads to. */
const messages = defineMessages({ en: { otherLanguage: 'Español' }, es: { otherLanguage: 'English' } })

/** The other language of the two. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en')

/** Where a page is: its path (either language's), query string ('?a=1' or '') and fragment ('#x', 'x' or ''). */
export interface PagePlace {
  pathname: string
  search?: string
  hash?: string
}

/** The same page, query and anchor in `locale`. */
export function pageIn(locale: Locale, { pathname, search = '', hash = '' }: PagePlace): string {
  const query = search && !search.startsWith('?') ? `?${search}` : search
  const fragment = hash.replace(/^#/, '')
  return `${pathIn(locale, pathname)}${query}${fragment ? `#${fragment}` : ''}`
}

/**
 * The link to this page in the other language ("Español" on an English page, "English" on a
 * Spanish one). A plain link, never a redirect nor a remembered choice: it works in the HTML the
 * build wrote, before any code runs, and loads the other language's page whole (one router keeps
 * one language: locale-rewrite.ts). The build's HTML knows the path alone; once the page runs,
 * the link also carries the query and anchor, read again from the address bar when followed, as
 * an in-page anchor may have changed the fragment since the last render.
 */
export function LanguageSwitch(props: HTMLChakraProps<'a'>) {
  const locale = useLocale()
  const target = otherLocale(locale)
  const location = useLocation()
  const hydrated = useHydrated()
  const t = useMessages(messages)
  // The admin area's pages (its sign-in shows the public header) have one language.
  if (pathIn(target, location.pathname) === pathIn(locale, location.pathname)) return null
  // The build's HTML and the first render in the browser must agree (hydration): the path alone.
  const href = pageIn(target, hydrated ? { pathname: location.pathname, search: location.searchStr, hash: location.hash } : { pathname: location.pathname })
  const followNow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = pageIn(target, window.location)
  }
  return (
    <chakra.a href={href} lang={target} hrefLang={target} onClick={followNow} {...props}>
      {t.otherLanguage}
    </chakra.a>
  )
}
