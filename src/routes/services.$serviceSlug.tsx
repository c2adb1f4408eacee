import { createFileRoute } from '@tanstack/react-router'
import { ServiceDetailLoading, ServiceDetailPage } from '@/features/services/components/service-detail'
import { serviceQueryOptions } from '@/features/services/api/service'
import { pageHead, socialImageOf } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'

const messages = defineMessages({
  en: {
    notFound: 'Service Not Found',
    description: (title: string) =>
      `${title}: how we support people with autism and developmental disabilities in New Jersey, our approach, key components and goals.`,
  },
  es: {
    notFound: 'Servicio no encontrado',
    description: (title: string) =>
      `${title}: cómo apoyamos a las personas con autismo y discapacidades del desarrollo en New Jersey, nuestro enfoque, componentes clave y metas.`,
  },
})

/** 'day-habilitation' → 'Day Habilitation' (the head is known before the service loads). */
const titleFromSlug = (slug: string) => slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')

export const Route = createFileRoute('/services/$serviceSlug')({
  // Shown while the loader waits for the service (a first visit to this URL on a slow connection).
  pendingComponent: ServiceDetailLoading,
  // The build and the browser wait for the service, as for a post or an event, so the page's shared
  // picture (og:image) is the service's social crop. A missing or failed service is the page's own
  // state ('Service Not Found'), so this never throws.
  loader: async ({ context, params }) => {
    const service = await context.queryClient.fetchQuery(serviceQueryOptions(params.serviceSlug, context.locale)).catch(() => null)
    return {
      found: service !== null,
      image: socialImageOf(service?.featuredImage, service?.title ?? ''),
      // A translated service names itself; an English one keeps the slug's title, as English pages do.
      title: service && context.locale !== 'en' && isTranslated(service) ? service.title : undefined,
      translated: isTranslated(service),
    }
  },
  // after the loader, so its data's type is known here
  // A missing or failed service's page is titled as its heading says ('Service Not Found').
  head: ({ params, loaderData, match }) => {
    const words = wordsIn(messages, match.context.locale)
    const title = loaderData?.found === false ? words.notFound : (loaderData?.title ?? titleFromSlug(params.serviceSlug))
    return pageHead({
      locale: match.context.locale,
      title,
      description: words.description(title),
      path: `/services/${params.serviceSlug}`,
      image: loaderData?.image,
      translated: loaderData?.translated,
    })
  },
  component: ServiceDetailRoute,
})

function ServiceDetailRoute() {
  const { serviceSlug } = Route.useParams()
  return <ServiceDetailPage key={serviceSlug} slug={serviceSlug} />
}
