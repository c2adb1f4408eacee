import type { BlogPosting, WithContext } from 'schema-dts'
import type { BlogPost } from '@contract/blog.ts'
import { orgDateTime } from './date-time'
import { imageProperty } from './image'
import { organizationRef } from './organization'
import type { Locale } from '@/i18n/locale'
import { contentLanguage } from '@/i18n/content-language'
import { describingPage, pageUrl } from './language'

/** A published post (schema.org BlogPosting), written and published by the organisation, on the page in `locale`. */
export function blogPostingJsonLd(origin: string, post: BlogPost, locale: Locale = 'en'): WithContext<BlogPosting> {
  const url = pageUrl(origin, locale, `/blog/${encodeURIComponent(post.slug)}`)
  const organization = organizationRef(origin)
  const inLanguage = contentLanguage(post, locale)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    inLanguage,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...imageProperty(origin, post.featuredImage),
    datePublished: orgDateTime(post.publishedAt ?? post.createdAt),
    dateModified: orgDateTime(post.updatedAt),
    author: organization,
    publisher: organization,
    url,
    mainEntityOfPage: describingPage(url, inLanguage),
  }
}
