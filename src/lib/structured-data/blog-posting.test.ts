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
    description: 'What happened this spring.',
    datePublished: '2026-04-02T09:00:00-04:00',
    dateModified: '2026-12-01T12:45:00-05:00',
    author: organization,
    publisher: organization,
    url: 'https://www.example.org/blog/spring-news',
    mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.org/blog/spring-news' },
  })
})

it('dates a post without a publication date by its creation, and leaves out a missing excerpt', () => {
  const data = blogPostingJsonLd(origin, { ...post, publishedAt: null, excerpt: null })
  expect(data.datePublished).toBe('2026-03-30T11:00:00-04:00')
  expect(data).not.toHaveProperty('description')
})
