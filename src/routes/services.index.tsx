import { createFileRoute } from '@tanstack/react-router'
import { ServicesListPage } from '@/features/services/components/services-list'
import { servicesQueryOptions } from '@/features/services/api/services'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/services/')({
  head: () =>
    pageHead({
      title: 'Our Services',
      description:
        'Explore our 13 services for people with autism and developmental disabilities in New Jersey: day habilitation, community inclusion, career planning, therapies, respite, housing and more.',
      path: '/services',
    }),
  // The list's data comes with the page (prerendered, then revalidated) or before the route renders.
  loader: ({ context }) => context.queryClient.prefetchQuery(servicesQueryOptions()),
  component: ServicesListPage,
})
