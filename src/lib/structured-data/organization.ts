import type { NGOLeaf, WithContext } from 'schema-dts'
import { site, socialLinks } from '@/content/site'

/** The organisation's node id: every other block refers to it by this. */
export const organizationId = (origin: string) => `${origin}/#organization`

/** The organisation as an author, publisher, organiser or provider: a reference to the full node. */
export function organizationRef(origin: string): NGOLeaf {
  return { '@type': 'NGO', '@id': organizationId(origin), name: site.name, url: `${origin}/` }
}

/** The organisation (schema.org NGO), on every page: from src/content/site.ts only. */
export function organizationJsonLd(origin: string): WithContext<NGOLeaf> {
  return {
    '@context': 'https://schema.org',
    ...organizationRef(origin),
    description: site.description,
    // The brand mark the header draws (public/favicon.svg).
    logo: `${origin}/favicon.svg`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.zip,
      addressCountry: 'US',
    },
    telephone: site.phone.main,
    email: site.email.info,
    sameAs: socialLinks.map((link) => link.href),
  }
}
