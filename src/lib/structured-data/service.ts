import type { Service, WithContext } from 'schema-dts'
import type { ServiceListItem } from '@contract/services.ts'
import { organizationRef } from './organization'

/** One of the organisation's services (schema.org Service), offered across New Jersey. */
export function serviceJsonLd(origin: string, service: Pick<ServiceListItem, 'slug' | 'title' | 'description'>): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: `${origin}/services/${encodeURIComponent(service.slug)}`,
    provider: organizationRef(origin),
    areaServed: { '@type': 'State', name: 'New Jersey' },
  }
}
