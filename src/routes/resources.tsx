import { createFileRoute } from '@tanstack/react-router'
import { ResourcesPage } from '@/features/info/components/resources-page'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/resources')({
  head: () =>
    pageHead({
      title: 'Resources & Information',
      description: 'Frequently asked questions, DDD eligibility guidelines, how to apply for services, trusted New Jersey resources and emergency contacts.',
      path: '/resources',
      keywords: 'DDD eligibility, New Jersey disability resources, autism resources, apply for services, FAQ',
    }),
  component: ResourcesPage,
})
