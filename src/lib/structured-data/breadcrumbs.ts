import type { BreadcrumbList, WithContext } from 'schema-dts'

export interface Crumb {
  name: string
  /** Path on the site, e.g. '/services'. */
  path: string
}

/** Home › section › page: the trail of a detail page (schema.org BreadcrumbList). */
export function breadcrumbsJsonLd(origin: string, trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  }
}
