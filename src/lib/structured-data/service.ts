import type { Service, WithContext } from 'schema-dts'
import type { ServiceListItem } from '@contract/services.ts'
import { imageProperty } from './image'
import { organizationRef } from './organization'
import type { Locale } from '@/i18n/locale'
import { contentLanguage } from '@/i18n/content-language'
import { describingPage, pageUrl } from './language'

export type ServiceForJsonLd = Pick<ServiceListItem, 'slug' | 'title' | 'description' | 'featuredImage'>

/** One of the organisation's services (schema.org Service), offered across New Jersey, with its featured image, on the page in `locale`. */
export function serviceJsonLd(origin: string, service: ServiceForJsonLd, locale: Locale = 'en'): WithContext<Service> {
  const url = pageUrl(origin, locale, `/services/${encodeURIComponent(service.slug)}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url,
    mainEntityOfPage: describingPage(url, contentLanguage(service, locale)),
    ...imageProperty(origin, service.featuredImage),
    provider: organizationRef(origin),
    areaServed: { '@type': 'State', name: 'New Jersey' },
  }
}
