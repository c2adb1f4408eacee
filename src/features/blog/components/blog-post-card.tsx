import { Link } from '@tanstack/react-router'
import { Badge } from '@chakra-ui/react/badge'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { HStack } from '@chakra-ui/react/stack'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Text } from '@chakra-ui/react/text'
import type { BlogPostSummary } from '@contract/blog.ts'
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@/components/responsive-image'
import { formatDate } from '@/lib/format/date'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { blogMessages } from '../messages'
import { categoryLabel } from './blog-categories'
import { langOf } from '@/i18n/content-language'

const messages = defineMessages({
  en: { readMore: 'Read More', readMoreAbout: (title: string) => `Read More: ${title}` },
  es: { readMore: 'Leer más', readMoreAbout: (title: string) => `Leer más: ${title}` },
})

/**
 * One post in the blog grid: its featured image, date, read time, title, excerpt and Read More.
 * `priority` for the first card, whose image is the page's LCP candidate.
 */
export function BlogPostCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const locale = useLocale()
  const t = useMessages(messages)
  const blog = useMessages(blogMessages)
  const category = categoryLabel(post.category, blog.categories)
  const headingId = `post-${post.id}-title`
  const lang = langOf(post, locale)
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" height="100%" overflow="hidden">
      {post.featuredImage && (
        <ResponsiveImage image={post.featuredImage} sizes={CARD_IMAGE_SIZES} priority={priority} w="100%" />
      )}
      <Card.Body gap="3">
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <time dateTime={post.publishedAt ?? post.createdAt}>{formatDate(post.publishedAt ?? post.createdAt, locale)}</time>
          <Text as="span" aria-hidden="true">•</Text>
          <Text as="span">{blog.readTime}</Text>
          {category && <Badge colorPalette="brand" variant="subtle">{category}</Badge>}
        </HStack>
        <Heading as="h2" {...lang} id={headingId} size="lg" color="brand.800">
          {post.title}
        </Heading>
        {post.excerpt && <Text {...lang} color="fg.muted">{post.excerpt}</Text>}
      </Card.Body>
      <Card.Footer>
        <ChakraLink asChild color="brand.fg" fontWeight="semibold">
          <Link to="/blog/$slug" params={{ slug: post.slug }} aria-label={t.readMoreAbout(post.title)}>
            {t.readMore} <span aria-hidden="true">→</span>
          </Link>
        </ChakraLink>
      </Card.Footer>
    </Card.Root>
  )
}
