import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$')({
  head: ({ match }) =>
    pageHead({
      title: 'Page Not Found',
      description: "The page you were looking for doesn't exist.",
      path: match.pathname,
    }),
  component: NotFoundPage,
})
