import type { NGOLeaf, OpeningHoursSpecification, Place, WithContext } from 'schema-dts'
import type { Location, SiteSettings } from '@contract/site-content.ts'
import { site } from '@/content/site'
import { locationView } from '@/lib/site-content'
import { LOCALES } from '@/i18n/locale'

/** The organisation's node id: every other block refers to it by this. */
export const organizationId = (origin: string) => `${origin}/#organization`

/** The organisation as an author, publisher, organiser or provider: a reference to the full node. */
export function organizationRef(origin: string): NGOLeaf {
  return { '@type': 'NGO', '@id': organizationId(origin), name: site.name, url: `${origin}/` }
}

/** A location's opening hours: one specification per line that has times (notes such as "Closed" have none). */
function openingHours(location: Location): OpeningHoursSpecification[] {
  return location.hours.filter((h) => h.opens && h.closes).map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.dayOfWeek.map((day) => `https://schema.org/${day}` as const),
    opens: h.opens!,
    closes: h.closes!,
  }))
}

/** The organisation's places (schema.org Place), with their addresses, contacts and hours. */
function places(locations: readonly Location[], settings: SiteSettings): Place[] {
  return locations.map((stored) => {
    const location = locationView(stored, settings)
    return {
      '@type': 'Place',
      name: location.name,
      address: location.address,
      telephone: location.phone,
      openingHoursSpecification: openingHours(location),
    }
  })
}

/**
 * The organisation (schema.org NGO), on every page: from the site settings and its locations, in
 * the page's language (the settings and locations the page was given). The same @id on both
 * languages' pages: one organisation, which speaks both (an Organization has no inLanguage).
 */
export function organizationJsonLd(origin: string, settings: SiteSettings, locations: readonly Location[]): WithContext<NGOLeaf> {
  return {
    '@context': 'https://schema.org',
    ...organizationRef(origin),
    name: settings.name,
    description: settings.description,
    // The brand mark the header draws (public/favicon.svg).
    logo: `${origin}/favicon.svg`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressRegion: settings.address.state,
      postalCode: settings.address.zip,
      addressCountry: 'US',
    },
    telephone: settings.phones.main,
    email: settings.emails.info,
    sameAs: settings.socialLinks.map((link) => link.href),
    knowsLanguage: [...LOCALES],
    ...(locations.length ? { location: places(locations, settings) } : {}),
  }
}
