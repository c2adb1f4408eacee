import { createFileRoute } from '@tanstack/react-router'
import { SitemapPage } from '@/features/info/components/sitemap-page'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/sitemap')({
  head: () => pageHead({ title: 'Site Map', description: 'Every page of our website, grouped for quick navigation.', path: '/sitemap' }),
  component: SitemapPage,
})
