/** One page of the public site in sitemap.xml: its path and, when the content says, when it last changed. */
export interface SitemapEntry {
  path: string
  /** An ISO 8601 date-time (the content's updatedAt or publishedAt), or nothing when no date is known. */
  lastmod?: string
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)

/** The latest of some dates as an ISO string (W3C Datetime), or undefined when none is given or valid. */
export function latest(dates: readonly (string | null | undefined)[]): string | undefined {
  const times = dates.flatMap((date) => (date ? [Date.parse(date)] : [])).filter((time) => !Number.isNaN(time))
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined
}

/** sitemap.xml (sitemaps.org protocol 0.9) of `entries` on `origin` (no trailing slash), one <url> per path, duplicates dropped. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls = entries.flatMap(({ path, lastmod }) => {
    if (seen.has(path)) return []
    seen.add(path)
    const loc = `<loc>${escapeXml(`${origin}${path}`)}</loc>`
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
    return [`  <url>${loc}${modified}</url>`]
  })
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n')
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
