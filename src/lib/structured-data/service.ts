import type { Service, WithContext } from 'schema-dts'
import type { ServiceListItem } from '@contract/services.ts'
import { imageProperty } from './image'
import { organizationRef } from './organization'

export type ServiceForJsonLd = Pick<ServiceListItem, 'slug' | 'title' | 'description' | 'featuredImage'>

/** One of the organisation's services (schema.org Service), offered across New Jersey, with its featured image. */
export function serviceJsonLd(origin: string, service: ServiceForJsonLd): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: `${origin}/services/${encodeURIComponent(service.slug)}`,
    ...imageProperty(origin, service.featuredImage),
    provider: organizationRef(origin),
    areaServed: { '@type': 'State', name: 'New Jersey' },
  }
}
