import { LOCALES, pathIn } from '@/i18n/locale'

/** One version of a page, for search engines: its language code (or 'x-default') and path. */
export interface Alternate {
  hreflang: string
  path: string
}

/** One page of the public site in sitemap.xml: its path and, when the content says, when it last changed. */
export interface SitemapEntry {
  path: string
  /** An ISO 8601 date-time (the content's updatedAt or publishedAt), or nothing when no date is known. */
  lastmod?: string
  /** Every language version of the page, its own included (hreflang), when it has more than one. */
  alternates?: readonly Alternate[]
}

/** A page the build writes: `listed` false keeps it out of the sitemap (a Spanish page still showing the English content). */
export interface SitePage extends SitemapEntry {
  listed: boolean
}

/** An English page, and whether its staff content has a published Spanish version. */
export interface EnglishPage extends SitemapEntry {
  translated: boolean
}

/**
 * Each English page and its Spanish twin under /es/ (the same slug), both written by the build. A
 * translated pair names both versions and x-default (the English one) on each; an untranslated
 * Spanish page shows the English content, so it is left out of the sitemap and neither names the
 * other, as their heads do not (seo.ts, `translated`). English pages come first, in their order.
 */
export function inBothLanguages(pages: readonly EnglishPage[]): SitePage[] {
  const alternatesOf = (path: string): Alternate[] => [
    ...LOCALES.map((locale) => ({ hreflang: locale, path: pathIn(locale, path) })),
    { hreflang: 'x-default', path: pathIn('en', path) },
  ]
  const versions = (locale: (typeof LOCALES)[number]) => pages.map(({ translated, ...page }): SitePage => ({
    ...page,
    path: pathIn(locale, page.path),
    listed: translated || locale === 'en',
    ...(translated ? { alternates: alternatesOf(page.path) } : {}),
  }))
  return LOCALES.flatMap(versions)
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)

/** The latest of some dates as an ISO string (W3C Datetime), or undefined when none is given or valid. */
export function latest(dates: readonly (string | null | undefined)[]): string | undefined {
  const times = dates.flatMap((date) => (date ? [Date.parse(date)] : [])).filter((time) => !Number.isNaN(time))
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined
}

/**
 * sitemap.xml (sitemaps.org protocol 0.9) of `entries` on `origin` (no trailing slash), one <url>
 * per path, duplicates dropped; a page with language versions lists them as Google reads them
 * (<xhtml:link rel="alternate" hreflang=…>, its own included).
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const url = (path: string) => escapeXml(`${origin}${path}`)
  const urls = entries.flatMap(({ path, lastmod, alternates = [] }) => {
    if (seen.has(path)) return []
    seen.add(path)
    const loc = `<loc>${url(path)}</loc>`
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
    const versions = alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${url(alternate.path)}"/>`)
    return [`  <url>${loc}${modified}${versions.join('')}</url>`]
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: the public pages open to crawlers, the admin area and the API not, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    '# Public pages are open to search engines; the admin area and the API are not.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
