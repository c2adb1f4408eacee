import { expect, it } from 'vitest'
import { serviceJsonLd } from './service'

it('describes a service provided by the organisation across New Jersey', () => {
  expect(serviceJsonLd('https://www.example.org', { slug: 'day-habilitation', title: 'Day Habilitation', description: 'Structured days.' })).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'Day Habilitation',
    description: 'Structured days.',
    url: 'https://www.example.org/services/day-habilitation',
    provider: { '@type': 'NGO', '@id': 'https://www.example.org/#organization', name: 'Bright Path Support Services', url: 'https://www.example.org/' },
    areaServed: { '@type': 'State', name: 'New Jersey' },
  })
})
