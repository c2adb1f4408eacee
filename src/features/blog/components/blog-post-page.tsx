import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { NotFoundPage } from '@/components/not-found-page'
import { ResponsiveImage } from '@/components/responsive-image'
import { formatDate } from '@/lib/format/date'
import { toParagraphs } from '@/lib/format/paragraphs'
import { siteOrigin } from '@/lib/seo'
import { defineMessages, useMessages } from '@/i18n/messages'
import { pathIn } from '@/i18n/locale'
import { useLocale } from '@/i18n/use-locale'
import { blogMessages } from '../messages'
import { useBlogPost } from '../api/blog-post'
import { BlogPostSkeleton } from './blog-post-skeleton'
import { ShareButton } from './share-button'
import { langOf } from '@/i18n/content-language'
import { UntranslatedNotice } from '@/i18n/untranslated-notice'

const messages = defineMessages({
  en: {
    back: 'Back to Blog',
    lastUpdated: 'Last updated:',
    ctaTitle: 'Want to Learn More?',
    ctaText: 'Discover how our services support individuals and families, or reach out to our team.',
    services: 'Explore Our Services',
    contact: 'Contact Us',
    allPosts: 'View All Posts',
  },
  es: {
    back: 'Volver al blog',
    lastUpdated: 'Última actualización:',
    ctaTitle: '¿Quiere saber más?',
    ctaText: 'Descubra cómo nuestros servicios apoyan a las personas y a las familias, o comuníquese con nuestro equipo.',
    services: 'Conozca nuestros servicios',
    contact: 'Contáctenos',
    allPosts: 'Ver todas las publicaciones',
  },
})

/** /blog/{slug} (SPEC 'Blog post'); any failure, including an unknown slug, is the 404 page. */
export function BlogPostPage({ slug }: { slug: string }) {
  const query = useBlogPost(slug)
  const locale = useLocale()
  const t = useMessages(messages)
  const { readTime } = useMessages(blogMessages)
  if (query.isPending) return <BlogPostSkeleton />
  if (query.isError) return <NotFoundPage />
  const post = query.data
  const published = post.publishedAt ?? post.createdAt
  // the post still in English on a Spanish page: its texts marked lang="en", and said once
  const lang = langOf(post, locale)

  return (
    <Container as="article" maxW="3xl" py={{ base: '8', md: '12' }}>
      <ChakraLink asChild color="brand.fg" fontWeight="semibold">
        <Link to="/blog">
          <span aria-hidden="true">←</span> {t.back}
        </Link>
      </ChakraLink>
      <UntranslatedNotice pageContent={post} mt="6" />
      <HStack mt="6" gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
        <time dateTime={published}>{formatDate(published, locale)}</time>
        <span aria-hidden="true">•</span>
        <span>{readTime}</span>
      </HStack>
      <Heading as="h1" {...lang} tabIndex={-1} outline="none" mt="3" size={{ base: '3xl', md: '4xl' }} color="brand.800">
        {post.title}
      </Heading>
      {post.excerpt && (
        <Text {...lang} mt="4" fontSize="lg" color="fg.muted">
          {post.excerpt}
        </Text>
      )}
      {post.featuredImage && (
        <ResponsiveImage
          image={post.featuredImage}
          sizes="(min-width: 48rem) 720px, 100vw"
          priority
          mt="8"
          w="100%"
          borderRadius="xl"
        />
      )}
      <Stack {...lang} mt="8" gap="5" fontSize="md" lineHeight="tall">
        {toParagraphs(post.content).map((paragraph, i) => (
          <Text key={i}>{paragraph}</Text>
        ))}
      </Stack>
      <HStack mt="10" pt="6" borderTopWidth="1px" justify="space-between" wrap="wrap" gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t.lastUpdated} <time dateTime={post.updatedAt}>{formatDate(post.updatedAt, locale)}</time>
        </Text>
        <ShareButton title={post.title} text={post.excerpt ?? undefined} url={`${siteOrigin()}${pathIn(locale, `/blog/${post.slug}`)}`} />
      </HStack>
      <Box as="section" aria-labelledby="post-cta-heading" mt="10" p="8" bg="brand.50" borderRadius="xl" textAlign="center">
        <Heading as="h2" id="post-cta-heading" size="xl" color="brand.800">
          {t.ctaTitle}
        </Heading>
        <Text mt="2" color="fg.muted">
          {t.ctaText}
        </Text>
        <HStack mt="5" gap="3" justify="center" wrap="wrap">
          <LinkButton asChild colorPalette="brand">
            <Link to="/services">{t.services}</Link>
          </LinkButton>
          <LinkButton asChild variant="outline" colorPalette="brand">
            <Link to="/contact">{t.contact}</Link>
          </LinkButton>
        </HStack>
      </Box>
      <Box mt="8" textAlign="center">
        <LinkButton asChild variant="ghost" colorPalette="brand">
          <Link to="/blog">{t.allPosts}</Link>
        </LinkButton>
      </Box>
    </Container>
  )
}
