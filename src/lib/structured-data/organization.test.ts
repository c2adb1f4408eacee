import { expect, it } from 'vitest'
import { siteContent } from '@/testing/site-content-handlers'
import { organizationJsonLd, organizationRef } from './organization'

const origin = 'https://www.example.org'
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`)

it('describes the organisation from the site settings, with its locations and opening hours', () => {
  expect(organizationJsonLd(origin, siteContent.settings, siteContent.locations)).toEqual({
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
    knowsLanguage: ['en', 'es'],
    location: [
      {
        '@type': 'Place',
        name: 'Main Office - Livingston',
        address: '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039',
        telephone: '(862) 930-6688 ext. 05',
        openingHoursSpecification: [
          { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '08:00', closes: '17:00' },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '13:00' },
        ],
      },
      {
        '@type': 'Place',
        name: 'Bayonne Location',
        address: '550 Broadway, Bayonne, NJ 07002',
        telephone: '(862) 930-6688 ext. 05',
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '08:00', closes: '16:00' }],
      },
    ],
  })
})

it('refers to the organisation by the same id everywhere', () => {
  expect(organizationRef(origin)).toEqual({
    '@type': 'NGO', '@id': 'https://www.example.org/#organization', name: 'Bright Path Support Services', url: 'https://www.example.org/',
  })
})
