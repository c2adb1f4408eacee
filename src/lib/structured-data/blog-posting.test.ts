import { expect, it } from 'vitest'
import type { BlogPost } from '@contract/blog.ts'
import { blogPostingJsonLd } from './blog-posting'

const origin = 'https://www.example.org'
const organization = { '@type': 'NGO', '@id': 'https://www.example.org/#organization', name: 'Bright Path Support Services', url: 'https://www.example.org/' }
const post: BlogPost = {
  id: 'p1',
  slug: 'spring-news',
  title: 'Spring News',
  excerpt: 'What happened this spring.',
  content: 'Body.',
  category: 'organization-news',
  publishedAt: '2026-04-02T13:00:00Z',
  createdAt: '2026-03-30T15:00:00Z',
  updatedAt: '2026-12-01T17:45:00Z',
}

it('describes a post published and written by the organisation, dated in New Jersey time', () => {
  expect(blogPostingJsonLd(origin, post)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'Spring News',
    inLanguage: 'en',
    description: 'What happened this spring.',
    datePublished: '2026-04-02T09:00:00-04:00',
    dateModified: '2026-12-01T12:45:00-05:00',
    author: organization,
    publisher: organization,
    url: 'https://www.example.org/blog/spring-news',
    mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.org/blog/spring-news', inLanguage: 'en' },
  })
})

it('dates a post without a publication date by its creation, and leaves out a missing excerpt', () => {
  const data = blogPostingJsonLd(origin, { ...post, publishedAt: null, excerpt: null })
  expect(data.datePublished).toBe('2026-03-30T11:00:00-04:00')
  expect(data).not.toHaveProperty('description')
})

it('gives a post with a featured image its widest file and its social crop as image, with their sizes', () => {
  const featuredImage = {
    alt: 'Tulips in a raised bed', width: 960, height: 640,
    files: [{ url: '/media/a.webp', width: 480, height: 320 }, { url: '/media/b.webp', width: 960, height: 640 }],
    social: { url: '/media/s.webp', width: 1200, height: 630 },
  }
  const px = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' })
  expect(blogPostingJsonLd(origin, { ...post, featuredImage }).image).toEqual([
    { '@type': 'ImageObject', url: 'https://www.example.org/media/b.webp', width: px(960), height: px(640), description: 'Tulips in a raised bed' },
    { '@type': 'ImageObject', url: 'https://www.example.org/media/s.webp', width: px(1200), height: px(630), description: 'Tulips in a raised bed' },
  ])
  expect(blogPostingJsonLd(origin, { ...post, featuredImage: null })).not.toHaveProperty('image')
})

it('on a Spanish page: the /es/ address, in Spanish, or in English where the post is not translated yet', () => {
  const spanish = blogPostingJsonLd(origin, { ...post, title: 'Noticias de primavera', lang: 'es' } as BlogPost, 'es')
  expect(spanish).toMatchObject({
    headline: 'Noticias de primavera',
    inLanguage: 'es',
    url: 'https://www.example.org/es/blog/spring-news',
    mainEntityOfPage: { '@id': 'https://www.example.org/es/blog/spring-news', inLanguage: 'es' },
    publisher: organization,
  })
  expect(blogPostingJsonLd(origin, { ...post, lang: 'en' } as BlogPost, 'es')).toMatchObject({ inLanguage: 'en', url: 'https://www.example.org/es/blog/spring-news' })
})
