import { createFileRoute } from '@tanstack/react-router'
import { BlogPostPage } from '@/features/blog/components/blog-post-page'
import { blogPostQueryOptions } from '@/features/blog/api/blog-post'
import { pageHead } from '@/lib/seo'
import { BlogPostSkeleton } from '@/features/blog/components/blog-post-skeleton'

export const Route = createFileRoute('/blog/$slug')({
  // Shown while the loader waits for the data (a first visit to this URL on a slow connection).
  pendingComponent: BlogPostSkeleton,
  loader: ({ context, params }) => context.queryClient.fetchQuery(blogPostQueryOptions(params.slug)).catch(() => null),
  head: ({ loaderData, params }) =>
    pageHead({
      title: loaderData?.title ?? 'Page Not Found',
      description: loaderData?.excerpt ?? 'An article from our blog.',
      path: `/blog/${params.slug}`,
    }),
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { slug } = Route.useParams()
  return <BlogPostPage slug={slug} />
}
