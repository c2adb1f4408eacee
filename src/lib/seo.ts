import type { SiteSettings } from '@contract/site-content.ts'
import { site } from '@/content/site'

export interface PageHeadInput {
  /** The page's own name; the organisation's name is appended. */
  title: string
  description: string
  /** Path of the page, e.g. '/services'; used for the canonical and og:url. */
  path: string
  keywords?: string
  /** 'index, follow' unless told otherwise. */
  robots?: string
}

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }

/**
 * The site's public origin for absolute URLs (canonical, og:url): VITE_SITE_URL when configured,
 * else the organisation's own. The same at build time and in the browser, so the prerendered head
 * is the one React hydrates.
 */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined
  return (configured || site.url).replace(/\/+$/, '')
}

/** A route's head(): title, description, keywords, robots, region, canonical, Open Graph, Twitter. */
export function pageHead({ title, description, path, keywords, robots = 'index, follow' }: PageHeadInput) {
  const fullTitle = `${title} | ${site.name}`
  const url = `${siteOrigin()}${path}`
  const meta: MetaTag[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords ?? site.keywords },
    { name: 'robots', content: robots },
    { name: 'geo.region', content: 'US-NJ' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ]
  return { meta, links: [{ rel: 'canonical', href: url }] }
}

/** An admin section's head: its name, and kept out of search engines (robots.txt disallows /admin too). */
export const adminHead = (section: string, path: string) =>
  pageHead({ title: `${section} · Admin`, description: `${section} in the admin area.`, path, robots: 'noindex, nofollow' })

/**
 * The root route's head: the document's own tags, and the defaults (SPEC §1) that every page's
 * own head() overrides.
 */
export function defaultHead(settings: SiteSettings | undefined) {
  const { meta } = pageHead({ title: 'Home', description: settings?.description ?? '', path: '/', keywords: settings?.keywords || undefined })
  return {
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
      { name: 'theme-color', content: '#1f6391' },
      { title: settings?.name ?? site.name },
      ...meta.slice(1).filter((tag) => !('property' in tag && tag.property === 'og:url')),
    ],
    // No canonical here: links are not de-duplicated like meta, so each page sets its own.
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }
}
