import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { pageHead } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: { title: 'Page Not Found', description: "The page you were looking for doesn't exist." },
  es: { title: 'Página no encontrada', description: 'La página que busca no existe.' },
})

export const Route = createFileRoute('/$')({
  head: ({ match }) => {
    const t = wordsIn(messages, match.context.locale)
    return pageHead({ locale: match.context.locale, title: t.title, description: t.description, path: match.pathname })
  },
  component: NotFoundPage,
})
