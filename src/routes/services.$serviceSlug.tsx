import { createFileRoute } from '@tanstack/react-router'
import { ServiceDetailPage } from '@/features/services/components/service-detail'
import { serviceQueryOptions } from '@/features/services/api/service'
import { pageHead } from '@/lib/seo'

/** 'day-habilitation' → 'Day Habilitation' (the head is known before the service loads). */
const titleFromSlug = (slug: string) => slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')

export const Route = createFileRoute('/services/$serviceSlug')({
  head: ({ params }) =>
    pageHead({
      title: titleFromSlug(params.serviceSlug),
      description: `${titleFromSlug(params.serviceSlug)}: how we support people with autism and developmental disabilities in New Jersey, our approach, key components and goals.`,
      path: `/services/${params.serviceSlug}`,
    }),
  // The build waits for the service it writes into the page; in the browser the page shows its own
  // loading state. A missing or failed service is the page's own state too ('Service Not Found').
  loader: ({ context, params }) => {
    const loading = context.queryClient.prefetchQuery(serviceQueryOptions(params.serviceSlug))
    if (import.meta.env.SSR) return loading
  },
  component: ServiceDetailRoute,
})

function ServiceDetailRoute() {
  const { serviceSlug } = Route.useParams()
  return <ServiceDetailPage key={serviceSlug} slug={serviceSlug} />
}
