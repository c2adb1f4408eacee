import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/info/components/about-page'
import { site } from '@/content/site'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description: `Our mission, vision and history: serving New Jersey families living with autism and developmental disabilities since ${site.foundedYear}.`,
      path: '/about',
    }),
  component: AboutPage,
})
