import { describe, expect, it } from 'vitest'
import { pageHead, siteOrigin } from './seo'

const content = (head: ReturnType<typeof pageHead>, property: string) =>
  head.meta.find((tag) => 'property' in tag && tag.property === property)?.['content' as keyof (typeof head.meta)[number]]

describe('pageHead', () => {
  it('an English page: its own address and en_US', () => {
    const head = pageHead({ title: 'About Us', description: 'Who we are.', path: '/about' })
    expect(head.links).toEqual([{ rel: 'canonical', href: `${siteOrigin()}/about` }])
    expect(content(head, 'og:url')).toBe(`${siteOrigin()}/about`)
    expect(content(head, 'og:locale')).toBe('en_US')
  })

  it('a Spanish page: its /es/ address as canonical and es_US', () => {
    const head = pageHead({ title: 'Quiénes somos', description: 'Quiénes somos.', path: '/about', locale: 'es' })
    expect(head.links).toEqual([{ rel: 'canonical', href: `${siteOrigin()}/es/about` }])
    expect(content(head, 'og:url')).toBe(`${siteOrigin()}/es/about`)
    expect(content(head, 'og:locale')).toBe('es_US')
    expect(pageHead({ title: 'Inicio', description: '', path: '/', locale: 'es' }).links[0]!.href).toBe(`${siteOrigin()}/es`)
  })
})
