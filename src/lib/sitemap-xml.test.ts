import { describe, expect, it } from 'vitest'
import { inBothLanguages, latest, robotsTxt, sitemapXml } from './sitemap-xml'

describe('sitemap.xml', () => {
  it('lists each path once on the origin, with lastmod only where a date is known', () => {
    const xml = sitemapXml('https://staging.example.org', [
      { path: '/' },
      { path: '/blog/a-post', lastmod: '2026-03-04T05:06:07.000Z' },
      { path: '/' },
    ])
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url><loc>https://staging.example.org/</loc></url>',
        '  <url><loc>https://staging.example.org/blog/a-post</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })

  it('escapes what XML reserves', () => {
    expect(sitemapXml('https://x.org', [{ path: "/a&b<c>'d\"" }])).toContain("<loc>https://x.org/a&amp;b&lt;c&gt;&apos;d&quot;</loc>")
  })

  it('names each language version of a page, its own included', () => {
    const xml = sitemapXml('https://x.org', [
      { path: '/es/about', alternates: [{ hreflang: 'en', path: '/about' }, { hreflang: 'es', path: '/es/about' }, { hreflang: 'x-default', path: '/about' }] },
    ])
    expect(xml).toContain(
      '<url><loc>https://x.org/es/about</loc>'
      + '<xhtml:link rel="alternate" hreflang="en" href="https://x.org/about"/>'
      + '<xhtml:link rel="alternate" hreflang="es" href="https://x.org/es/about"/>'
      + '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.org/about"/></url>',
    )
  })

  it('takes the latest valid date, in UTC', () => {
    expect(latest(['2026-01-02T00:00:00-05:00', null, '2026-01-01T12:00:00Z', 'not a date', undefined])).toBe('2026-01-02T05:00:00.000Z')
    expect(latest([null, undefined])).toBeUndefined()
    expect(latest([])).toBeUndefined()
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the admin area and the API, and points at the sitemap on the same origin', () => {
    const robots = robotsTxt('https://staging.example.org')
    expect(robots.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Sitemap: https://staging.example.org/sitemap.xml']))
  })
})

describe('inBothLanguages', () => {
  const pages = inBothLanguages([
    { path: '/', translated: true },
    { path: '/blog/a-post', lastmod: '2026-03-04T05:06:07.000Z', translated: true },
    { path: '/events/picnic', translated: false },
  ])
  const pageAt = (path: string) => pages.find((page) => page.path === path)

  it('writes every page in both languages, the same slug under /es/', () => {
    expect(pages.map((page) => page.path)).toEqual(['/', '/blog/a-post', '/events/picnic', '/es', '/es/blog/a-post', '/es/events/picnic'])
    expect(pageAt('/es/blog/a-post')?.lastmod).toBe('2026-03-04T05:06:07.000Z')
  })

  it('gives a translated pair the same versions and x-default on both, and lists both', () => {
    const versions = [{ hreflang: 'en', path: '/' }, { hreflang: 'es', path: '/es' }, { hreflang: 'x-default', path: '/' }]
    expect(pageAt('/')).toMatchObject({ listed: true, alternates: versions })
    expect(pageAt('/es')).toMatchObject({ listed: true, alternates: versions })
  })

  it('keeps an untranslated Spanish page out of the sitemap, and neither version names the other', () => {
    expect(pageAt('/events/picnic')).toEqual({ path: '/events/picnic', listed: true })
    expect(pageAt('/es/events/picnic')).toEqual({ path: '/es/events/picnic', listed: false })
  })
})
