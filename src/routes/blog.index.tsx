import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '@/features/blog/components/blog-list-page'
import { blogPostsQueryOptions } from '@/features/blog/api/blog-posts'
import { pageHead } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    title: 'Blog',
    description: 'News, success stories, industry insights and events from our autism and developmental disability support community in New Jersey.',
  },
  es: {
    title: 'Blog',
    description: 'Noticias, historias de éxito, novedades del sector y eventos de nuestra comunidad de apoyo a personas con autismo y discapacidades del desarrollo en New Jersey.',
  },
})

export const Route = createFileRoute('/blog/')({
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/blog', blogFeeds: true }),
  // The build waits for the list it writes into the page; in the browser the list shows its own loading state.
  loader: ({ context }) => {
    const loading = context.queryClient.prefetchQuery(blogPostsQueryOptions(context.locale))
    if (import.meta.env.SSR) return loading
  },
  component: BlogListPage,
})
