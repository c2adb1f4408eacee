import { describe, expect, it } from 'vitest'
import { adminHead, pageHead, siteOrigin } from './seo'

const content = (head: ReturnType<typeof pageHead>, property: string) =>
  head.meta.find((tag) => 'property' in tag && tag.property === property)?.['content' as keyof (typeof head.meta)[number]]

describe('pageHead', () => {
  it('an English page: its own address and en_US', () => {
    const head = pageHead({ title: 'About Us', description: 'Who we are.', path: '/about' })
    expect(head.links[0]).toEqual({ rel: 'canonical', href: `${siteOrigin()}/about` })
    expect(content(head, 'og:url')).toBe(`${siteOrigin()}/about`)
    expect(content(head, 'og:locale')).toBe('en_US')
  })

  it('a Spanish page: its /es/ address as canonical and es_US', () => {
    const head = pageHead({ title: 'Quiénes somos', description: 'Quiénes somos.', path: '/about', locale: 'es' })
    expect(head.links[0]).toEqual({ rel: 'canonical', href: `${siteOrigin()}/es/about` })
    expect(content(head, 'og:url')).toBe(`${siteOrigin()}/es/about`)
    expect(content(head, 'og:locale')).toBe('es_US')
    expect(pageHead({ title: 'Inicio', description: '', path: '/', locale: 'es' }).links[0]!.href).toBe(`${siteOrigin()}/es`)
  })

  const alternates = (head: ReturnType<typeof pageHead>) => head.links.filter((link) => link.rel === 'alternate')

  it('names both language versions and x-default, the same on either version', () => {
    const expected = [
      { rel: 'alternate', hrefLang: 'en', href: `${siteOrigin()}/events/picnic` },
      { rel: 'alternate', hrefLang: 'es', href: `${siteOrigin()}/es/events/picnic` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${siteOrigin()}/events/picnic` },
    ]
    expect(alternates(pageHead({ title: 'Picnic', description: '', path: '/events/picnic' }))).toEqual(expected)
    expect(alternates(pageHead({ title: 'Picnic', description: '', path: '/events/picnic', locale: 'es' }))).toEqual(expected)
    expect(alternates(pageHead({ title: 'Inicio', description: '', path: '/', locale: 'es' })).map((link) => link.href))
      .toEqual([`${siteOrigin()}/`, `${siteOrigin()}/es`, `${siteOrigin()}/`])
  })

  it('links the blog\'s RSS and Atom feeds in the page\'s language when asked, and only then', () => {
    const feeds = (head: ReturnType<typeof pageHead>) => head.links.filter((link) => 'type' in link)
    expect(feeds(pageHead({ title: 'Blog', description: '', path: '/blog', blogFeeds: true }))).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: 'Bright Path Support Services blog (RSS)', href: `${siteOrigin()}/blog/feed.xml` },
      { rel: 'alternate', type: 'application/atom+xml', title: 'Bright Path Support Services blog (Atom)', href: `${siteOrigin()}/blog/atom.xml` },
    ])
    expect(feeds(pageHead({ title: 'Blog', description: '', path: '/blog/a-post', locale: 'es', blogFeeds: true }))).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: 'Blog de Bright Path Support Services (RSS)', href: `${siteOrigin()}/es/blog/feed.xml` },
      { rel: 'alternate', type: 'application/atom+xml', title: 'Blog de Bright Path Support Services (Atom)', href: `${siteOrigin()}/es/blog/atom.xml` },
    ])
    expect(feeds(pageHead({ title: 'About Us', description: '', path: '/about' }))).toEqual([])
  })

  it('names no other version when the content is not translated, on either language', () => {
    for (const locale of ['en', 'es'] as const) {
      const head = pageHead({ title: 'Picnic', description: '', path: '/events/picnic', locale, translated: false })
      expect(alternates(head)).toEqual([])
      expect(head.links).toHaveLength(1)
    }
  })

  it('gives the admin area no language versions', () => {
    expect(alternates(adminHead('Events', '/admin/events'))).toEqual([])
    expect(alternates(pageHead({ title: 'Admin Login', description: '', path: '/admin/login' }))).toEqual([])
  })
})
