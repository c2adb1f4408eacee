import { createFileRoute } from '@tanstack/react-router'
import { SitemapPage } from '@/features/info/components/sitemap-page'
import { pageHead } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: { title: 'Site Map', description: 'Every page of our website, grouped for quick navigation.' },
  es: { title: 'Mapa del sitio', description: 'Todas las páginas de nuestro sitio web, en grupos para encontrarlas rápido.' },
})

export const Route = createFileRoute('/sitemap')({
  head: ({ match }) => {
    const t = wordsIn(messages, match.context.locale)
    return pageHead({ locale: match.context.locale, title: t.title, description: t.description, path: '/sitemap' })
  },
  component: SitemapPage,
})
