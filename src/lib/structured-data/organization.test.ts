import { expect, it } from 'vitest'
import { organizationJsonLd, organizationRef } from './organization'

const origin = 'https://www.example.org'

it('describes the organisation from the site configuration', () => {
  expect(organizationJsonLd(origin)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': 'https://www.example.org/#organization',
    name: 'Bright Path Support Services',
    url: 'https://www.example.org/',
    description: expect.stringMatching(/^A New Jersey non-profit/),
    logo: 'https://www.example.org/favicon.svg',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '615 West Mt. Pleasant Ave Suite 8',
      addressLocality: 'Livingston',
      addressRegion: 'NJ',
      postalCode: '07039',
      addressCountry: 'US',
    },
    telephone: '(862) 930-6688 ext. 05',
    email: 'info@brightpathsupport.org',
    sameAs: ['https://www.facebook.com/', 'https://twitter.com/', 'https://www.linkedin.com/'],
  })
})

it('refers to the organisation by the same id everywhere', () => {
  expect(organizationRef(origin)).toEqual({
    '@type': 'NGO', '@id': 'https://www.example.org/#organization', name: 'Bright Path Support Services', url: 'https://www.example.org/',
  })
})
