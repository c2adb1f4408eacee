import type { BreadcrumbList, WithContext } from 'schema-dts'
import { defineMessages, wordsIn } from '@/i18n/messages'
import type { Locale } from '@/i18n/locale'
import { pageUrl } from './language'

export interface Crumb {
  name: string
  /** Path on the site (its English address), e.g. '/services'. */
  path: string
}

const messages = defineMessages({ en: { home: 'Home' }, es: { home: 'Inicio' } })

/** Home › section › page: the trail of a detail page (schema.org BreadcrumbList), on the page's language's addresses. */
export function breadcrumbsJsonLd(origin: string, trail: readonly Crumb[], locale: Locale = 'en'): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: wordsIn(messages, locale).home, path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(origin, locale, crumb.path),
    })),
  }
}
