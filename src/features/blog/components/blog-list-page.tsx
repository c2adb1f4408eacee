import { Container } from '@chakra-ui/react/container'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useBlogPosts } from '../api/blog-posts'
import { BlogHero } from './blog-hero'
import { BlogListNotice, BlogListSkeleton } from './blog-list-states'
import { BlogNewsletterCta } from './blog-newsletter-cta'
import { BlogPostCard } from './blog-post-card'
import { UntranslatedNotice } from '@/i18n/untranslated-notice'

const messages = defineMessages({
  en: {
    errorTitle: 'Unable to Load Blog Posts',
    errorText: "We're experiencing technical difficulties. Please try again later.",
    emptyTitle: 'No Blog Posts Yet',
    emptyText: 'Check back soon for news and stories from our community.',
  },
  es: {
    errorTitle: 'No pudimos cargar las publicaciones del blog',
    errorText: 'Tenemos problemas técnicos. Por favor, inténtelo de nuevo más tarde.',
    emptyTitle: 'Todavía no hay publicaciones',
    emptyText: 'Vuelva pronto para leer noticias e historias de nuestra comunidad.',
  },
})

/** /blog (SPEC 'Blog list'): loading skeleton, error, empty or the grid of posts. */
export function BlogListPage() {
  const posts = useBlogPosts()
  const t = useMessages(messages)

  let body
  if (posts.isPending) body = <BlogListSkeleton />
  else if (posts.isError)
    body = <BlogListNotice title={t.errorTitle} text={t.errorText} />
  else if (posts.data.length === 0)
    body = <BlogListNotice title={t.emptyTitle} text={t.emptyText} />
  else
    body = (
      <>
        <UntranslatedNotice items={posts.data} mb="6" />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {posts.data.map((post, i) => (
            <li key={post.id}>
              <BlogPostCard post={post} priority={i === 0} />
            </li>
          ))}
        </SimpleGrid>
      </>
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
