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
  // The build waits for the list it writes into the page; in the browser the list shows its own loading state.
  loader: ({ context }) => {
    const loading = context.queryClient.prefetchQuery(servicesQueryOptions())
    if (import.meta.env.SSR) return loading
  },
  component: ServicesListPage,
})
