import { describe, expect, it } from 'vitest'
import { latest, robotsTxt, sitemapXml } from './sitemap-xml'

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
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
