import { Container } from '@chakra-ui/react/container'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { useBlogPosts } from '../api/blog-posts'
import { BlogHero } from './blog-hero'
import { BlogListNotice, BlogListSkeleton } from './blog-list-states'
import { BlogNewsletterCta } from './blog-newsletter-cta'
import { BlogPostCard } from './blog-post-card'

/** /blog (SPEC 'Blog list'): loading skeleton, error, empty or the grid of posts. */
export function BlogListPage() {
  const posts = useBlogPosts()

  let body
  if (posts.isPending) body = <BlogListSkeleton />
  else if (posts.isError)
    body = (
      <BlogListNotice
        title="Unable to Load Blog Posts"
        text="We're experiencing technical difficulties. Please try again later."
      />
    )
  else if (posts.data.length === 0)
    body = <BlogListNotice title="No Blog Posts Yet" text="Check back soon for news and stories from our community." />
  else
    body = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {posts.data.map((post, i) => (
          <li key={post.id}>
            <BlogPostCard post={post} priority={i === 0} />
          </li>
        ))}
      </SimpleGrid>
    )

  return (
    <>
      <BlogHero />
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        {body}
        <BlogNewsletterCta />
      </Container>
    </>
  )
}
