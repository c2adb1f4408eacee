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
  // The build waits for the list it writes into the page; in the browser the list shows its own loading state.
  loader: ({ context }) => {
    const loading = context.queryClient.prefetchQuery(blogPostsQueryOptions())
    if (import.meta.env.SSR) return loading
  },
  component: BlogListPage,
})
