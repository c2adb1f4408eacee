import type { BlogPosting, WithContext } from 'schema-dts'
import type { BlogPost } from '@contract/blog.ts'
import { orgDateTime } from './date-time'
import { imageProperty } from './image'
import { organizationRef } from './organization'

/** A published post (schema.org BlogPosting), written and published by the organisation. */
export function blogPostingJsonLd(origin: string, post: BlogPost): WithContext<BlogPosting> {
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`
  const organization = organizationRef(origin)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...imageProperty(origin, post.featuredImage),
    datePublished: orgDateTime(post.publishedAt ?? post.createdAt),
    dateModified: orgDateTime(post.updatedAt),
    author: organization,
    publisher: organization,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
}
