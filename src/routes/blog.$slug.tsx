import { createFileRoute } from '@tanstack/react-router'
import type { BlogPost } from '@contract/blog.ts'
import { BlogPostPage } from '@/features/blog/components/blog-post-page'
import { blogPostQueryOptions } from '@/features/blog/api/blog-post'
import { pageHead, siteOrigin, socialImageOf } from '@/lib/seo'
import { detailPageBuilders } from '@/lib/structured-data/detail-page-builders'
import { jsonLdScript } from '@/lib/structured-data/json-ld'
import { BlogPostSkeleton } from '@/features/blog/components/blog-post-skeleton'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'
import type { Locale } from '@/i18n/locale'

/** The head's words when the post has none of its own (an unknown post is the 404 page). */
const messages = defineMessages({
  en: { notFound: 'Page Not Found', description: 'An article from our blog.' },
  es: { notFound: 'Página no encontrada', description: 'Un artículo de nuestro blog.' },
})

export const Route = createFileRoute('/blog/$slug')({
  // Shown while the loader waits for the data (a first visit to this URL on a slow connection).
  pendingComponent: BlogPostSkeleton,
  loader: ({ context, params }) => context.queryClient.fetchQuery(blogPostQueryOptions(params.slug, context.locale)).catch(() => null),
  head: async ({ loaderData, params, match }) => ({
    ...pageHead({
      locale: match.context.locale,
      title: loaderData?.title ?? wordsIn(messages, match.context.locale).notFound,
      description: loaderData?.excerpt ?? wordsIn(messages, match.context.locale).description,
      path: `/blog/${params.slug}`,
      image: socialImageOf(loaderData?.featuredImage, loaderData?.title ?? ''),
      translated: isTranslated(loaderData),
      blogFeeds: true,
    }),
    scripts: loaderData ? await postScripts(loaderData, match.context.locale) : [],
  }),
  component: BlogPostRoute,
})

/** The post and the trail to it, as structured data (its builders load with it). */
async function postScripts(post: BlogPost, locale: Locale) {
  const { postPageJsonLd } = await detailPageBuilders()
  return postPageJsonLd(siteOrigin(), post, locale).map(jsonLdScript)
}

function BlogPostRoute() {
  const { slug } = Route.useParams()
  return <BlogPostPage slug={slug} />
}
