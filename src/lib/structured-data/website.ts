import type { SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts'
import type { Locale } from '@/i18n/locale'
import { organizationRef } from './organization'
import { pageUrl } from './language'

/**
 * The site itself (schema.org WebSite), on every page beside the organisation: its name, language,
 * publisher, and how to search it (a SearchAction on the search page of the page's language, as
 * Google's sitelinks search box reads it: `urlTemplate` with `{search_term_string}` and a
 * `query-input` naming it).
 */
export function websiteJsonLd(origin: string, name: string, locale: Locale): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(origin, locale, '/search')}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${pageUrl(origin, locale, '/')}#website`,
    url: pageUrl(origin, locale, '/'),
    name,
    inLanguage: locale,
    publisher: organizationRef(origin),
    potentialAction: search,
  }
}
