import { expect, it } from 'vitest'
import { serviceJsonLd } from './service'

it('describes a service provided by the organisation across New Jersey', () => {
  expect(serviceJsonLd('https://www.example.org', { slug: 'day-habilitation', title: 'Day Habilitation', description: 'Structured days.' })).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'Day Habilitation',
    description: 'Structured days.',
    url: 'https://www.example.org/services/day-habilitation',
    mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.org/services/day-habilitation', inLanguage: 'en' },
    provider: { '@type': 'NGO', '@id': 'https://www.example.org/#organization', name: 'Bright Path Support Services', url: 'https://www.example.org/' },
    areaServed: { '@type': 'State', name: 'New Jersey' },
  })
})

it('gives a service with a featured image its widest file and its social crop as image; none without one', () => {
  const service = { slug: 'respite', title: 'Respite', description: 'A break for families.' }
  const featuredImage = {
    alt: 'A quiet reading corner', width: 1600, height: 1067,
    files: [{ url: '/media/r-480.webp', width: 480, height: 320 }, { url: '/media/r-1600.webp', width: 1600, height: 1067 }],
    social: { url: '/media/r-social.webp', width: 1200, height: 630 },
  }
  const px = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' })
  expect(serviceJsonLd('https://www.example.org', { ...service, featuredImage }).image).toEqual([
    { '@type': 'ImageObject', url: 'https://www.example.org/media/r-1600.webp', width: px(1600), height: px(1067), description: 'A quiet reading corner' },
    { '@type': 'ImageObject', url: 'https://www.example.org/media/r-social.webp', width: px(1200), height: px(630), description: 'A quiet reading corner' },
  ])
  expect(serviceJsonLd('https://www.example.org', { ...service, featuredImage: null })).not.toHaveProperty('image')
})

it('on a Spanish page: the /es/ address, its page in the language the service is shown in', () => {
  const service = { slug: 'day-habilitation', title: 'Habilitación diurna', description: 'Días con estructura.', lang: 'es' }
  expect(serviceJsonLd('https://www.example.org', service, 'es')).toMatchObject({
    name: 'Habilitación diurna',
    url: 'https://www.example.org/es/services/day-habilitation',
    mainEntityOfPage: { '@id': 'https://www.example.org/es/services/day-habilitation', inLanguage: 'es' },
    provider: { '@id': 'https://www.example.org/#organization' },
  })
  expect(serviceJsonLd('https://www.example.org', { ...service, lang: 'en' } as typeof service, 'es').mainEntityOfPage).toMatchObject({ inLanguage: 'en' })
})
