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
import { useBlogPost } from '../api/blog-post'
import { READ_TIME } from './blog-categories'
import { BlogPostSkeleton } from './blog-post-skeleton'
import { ShareButton } from './share-button'

/** /blog/{slug} (SPEC 'Blog post'); any failure, including an unknown slug, is the 404 page. */
export function BlogPostPage({ slug }: { slug: string }) {
  const query = useBlogPost(slug)
  if (query.isPending) return <BlogPostSkeleton />
  if (query.isError) return <NotFoundPage />
  const post = query.data
  const published = post.publishedAt ?? post.createdAt

  return (
    <Container as="article" maxW="3xl" py={{ base: '8', md: '12' }}>
      <ChakraLink asChild color="brand.fg" fontWeight="semibold">
        <Link to="/blog">
          <span aria-hidden="true">←</span> Back to Blog
        </Link>
      </ChakraLink>
      <HStack mt="6" gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
        <time dateTime={published}>{formatDate(published)}</time>
        <span aria-hidden="true">•</span>
        <span>{READ_TIME}</span>
      </HStack>
      <Heading as="h1" tabIndex={-1} outline="none" mt="3" size={{ base: '3xl', md: '4xl' }} color="brand.800">
        {post.title}
      </Heading>
      {post.excerpt && (
        <Text mt="4" fontSize="lg" color="fg.muted">
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
      <Stack mt="8" gap="5" fontSize="md" lineHeight="tall">
        {toParagraphs(post.content).map((paragraph, i) => (
          <Text key={i}>{paragraph}</Text>
        ))}
      </Stack>
      <HStack mt="10" pt="6" borderTopWidth="1px" justify="space-between" wrap="wrap" gap="4">
        <Text fontSize="sm" color="fg.muted">
          Last updated: <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
        </Text>
        <ShareButton title={post.title} text={post.excerpt ?? undefined} url={`${siteOrigin()}/blog/${post.slug}`} />
      </HStack>
      <Box as="section" aria-labelledby="post-cta-heading" mt="10" p="8" bg="brand.50" borderRadius="xl" textAlign="center">
        <Heading as="h2" id="post-cta-heading" size="xl" color="brand.800">
          Want to Learn More?
        </Heading>
        <Text mt="2" color="fg.muted">
          Discover how our services support individuals and families, or reach out to our team.
        </Text>
        <HStack mt="5" gap="3" justify="center" wrap="wrap">
          <LinkButton asChild colorPalette="brand">
            <Link to="/services">Explore Our Services</Link>
          </LinkButton>
          <LinkButton asChild variant="outline" colorPalette="brand">
            <Link to="/contact">Contact Us</Link>
          </LinkButton>
        </HStack>
      </Box>
      <Box mt="8" textAlign="center">
        <LinkButton asChild variant="ghost" colorPalette="brand">
          <Link to="/blog">View All Posts</Link>
        </LinkButton>
      </Box>
    </Container>
  )
}
