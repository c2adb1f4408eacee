import type { SiteSettings } from '@contract/site-content.ts'
import type { FeaturedImage } from '@contract/featured-image.ts'
import { feedMediaType, feedPath } from '@contract/feeds.ts'
import { site } from '@/content/site'
import { LOCALES, pathIn, type Locale } from '@/i18n/locale'
import { defineMessages, wordsIn } from '@/i18n/messages'

/** The picture a shared link shows (og:image): a path on the site's origin, its size and alt text. */
export interface SocialImage {
  url: string
  width: number
  height: number
  alt: string
}

const messages = defineMessages({
  en: {
    home: 'Home',
    defaultImageAlt: `${site.name}: a white path rising under an orange sun over blue hills`,
    /** The meta keywords of pages that name none of their own. */
    keywords: 'developmental disabilities, autism support, New Jersey, DDD services, day habilitation, community inclusion, supported employment, non-profit',
    rssFeed: `${site.name} blog (RSS)`,
    atomFeed: `${site.name} blog (Atom)`,
  },
  es: {
    home: 'Inicio',
    defaultImageAlt: `${site.name}: un camino blanco que sube bajo un sol naranja sobre colinas azules`,
    keywords: 'discapacidades del desarrollo, apoyo para el autismo, New Jersey, servicios de la DDD, habilitación diurna, inclusión en la comunidad, empleo con apoyo, organización sin fines de lucro',
    rssFeed: `Blog de ${site.name} (RSS)`,
    atomFeed: `Blog de ${site.name} (Atom)`,
  },
})

/** For pages whose content has no image: drawn by scripts/images/draw-og-default.ts. */
const defaultSocialImage = (locale: Locale): SocialImage => ({
  url: '/og-default.png',
  width: 1200,
  height: 630,
  alt: wordsIn(messages, locale).defaultImageAlt,
})

/** The content's 1200×630 social crop with its alt text (else `fallbackAlt`, e.g. the title), if it has one. */
export function socialImageOf(image: FeaturedImage | null | undefined, fallbackAlt: string): SocialImage | undefined {
  if (!image?.social) return undefined
  return { ...image.social, alt: image.alt || fallbackAlt }
}

/** Open Graph's names of the site's languages (language_TERRITORY). */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' }

export interface PageHeadInput {
  /** The page's own name; the organisation's name is appended. */
  title: string
  description: string
  /** Path of the page, e.g. '/services'; used for the canonical and og:url. */
  path: string
  keywords?: string
  /** 'index, follow' unless told otherwise. */
  robots?: string
  /** The content's own social image; the site's default when absent. */
  image?: SocialImage
  /** The page's language (the route's `match.context.locale`): its canonical address and og:locale follow it. */
  locale?: Locale
  /**
   * False when the page's own staff content has no published Spanish yet (its `lang` is 'en'):
   * then neither language's page names the other as an alternate (hreflang), and the Spanish one
   * is left out of the sitemap. True (the default) for a page whose words are all the interface's.
   */
  translated?: boolean
  /** The page offers the blog's feeds (its language's RSS and Atom) as <link rel="alternate">. */
  blogFeeds?: boolean
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

type HeadLink =
  | { rel: 'canonical'; href: string }
  | { rel: 'alternate'; hrefLang: string; href: string }
  | { rel: 'alternate'; type: string; title: string; href: string }

/** The blog's feeds in `locale`, for feed readers to find from its pages. */
export function blogFeedLinks(locale: Locale): HeadLink[] {
  const words = wordsIn(messages, locale)
  return (['rss', 'atom'] as const).map((kind) => ({
    rel: 'alternate', type: feedMediaType(kind), title: kind === 'rss' ? words.rssFeed : words.atomFeed, href: `${siteOrigin()}${feedPath(kind, locale)}`,
  }))
}

/**
 * The page's language versions for search engines: each language's address and x-default (the
 * English one, for any other language), the same on both versions so each names the other
 * (Google ignores an hreflang that is not returned). `path` may be either language's address.
 */
export function languageAlternates(path: string): HeadLink[] {
  const url = (locale: Locale) => `${siteOrigin()}${pathIn(locale, path)}`
  // The admin area (and anything else English-only) has one version.
  if (url('es') === url('en')) return []
  return [
    ...LOCALES.map((locale) => ({ rel: 'alternate' as const, hrefLang: locale, href: url(locale) })),
    { rel: 'alternate', hrefLang: 'x-default', href: url('en') },
  ]
}

/** A route's head(): title, description, keywords, robots, region, canonical, language versions, Open Graph (with its image and language), Twitter. */
export function pageHead({ title, description, path, keywords, robots = 'index, follow', locale = 'en', image = defaultSocialImage(locale), translated = true, blogFeeds = false }: PageHeadInput) {
  const fullTitle = `${title} | ${site.name}`
  const url = `${siteOrigin()}${pathIn(locale, path)}`
  const imageUrl = `${siteOrigin()}${image.url}`
  const meta: MetaTag[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords ?? wordsIn(messages, locale).keywords },
    { name: 'robots', content: robots },
    { name: 'geo.region', content: 'US-NJ' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  const links: HeadLink[] = [{ rel: 'canonical', href: url }, ...(translated ? languageAlternates(path) : []), ...(blogFeeds ? blogFeedLinks(locale) : [])]
  return { meta, links }
}

/** An admin section's head: its name, and kept out of search engines (robots.txt disallows /admin too). */
export const adminHead = (section: string, path: string) =>
  pageHead({ title: `${section} · Admin`, description: `${section} in the admin area.`, path, robots: 'noindex, nofollow' })

/**
 * The root route's head: the document's own tags, and the defaults (SPEC §1) that every page's
 * own head() overrides.
 */
export function defaultHead(settings: SiteSettings | undefined, locale: Locale = 'en') {
  const { meta } = pageHead({ title: wordsIn(messages, locale).home, description: settings?.description ?? '', path: '/', keywords: settings?.keywords || undefined, locale })
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
