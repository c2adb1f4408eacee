import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/info/components/about-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions, siteOfMatches } from '@/lib/site-content'

export const Route = createFileRoute('/about')({
  head: ({ matches }) =>
    pageHead({
      title: 'About Us',
      description: `Our mission, vision and history: serving New Jersey families living with autism and developmental disabilities since ${siteOfMatches(matches).foundedYear}.`,
      path: '/about',
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('about')),
  component: AboutPage,
})
