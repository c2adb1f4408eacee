import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '@/features/blog/components/blog-list-page'
import { blogPostsQueryOptions } from '@/features/blog/api/blog-posts'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/blog/')({
  head: () =>
    pageHead({
      title: 'Blog',
      description: 'News, success stories, industry insights and events from our autism and developmental disability support community in New Jersey.',
      path: '/blog',
    }),
  // The list's data comes with the page (prerendered, then revalidated) or before the route renders.
  loader: ({ context }) => context.queryClient.prefetchQuery(blogPostsQueryOptions()),
  component: BlogListPage,
})
