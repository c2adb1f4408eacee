import { expect, it } from 'vitest'
import { websiteJsonLd } from './website'

const origin = 'https://www.example.org'

it('names the site and how to search it, in the page\'s language', () => {
  expect(websiteJsonLd(origin, 'Bright Path Support Services', 'en')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': 'https://www.example.org/#website',
    url: 'https://www.example.org/',
    name: 'Bright Path Support Services',
    inLanguage: 'en',
    publisher: { '@type': 'NGO', '@id': 'https://www.example.org/#organization', name: 'Bright Path Support Services', url: 'https://www.example.org/' },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://www.example.org/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    },
  })
  expect(websiteJsonLd(origin, 'Bright Path', 'es')).toMatchObject({
    '@id': 'https://www.example.org/es#website',
    url: 'https://www.example.org/es',
    potentialAction: { target: { urlTemplate: 'https://www.example.org/es/search?q={search_term_string}' } },
  })
})
