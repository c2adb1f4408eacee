import { createFileRoute } from '@tanstack/react-router'
import { ServicesListPage } from '@/features/services/components/services-list'
import { servicesQueryOptions } from '@/features/services/api/services'
import { pageHead } from '@/lib/seo'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    title: 'Our Services',
    description:
      'Explore our 13 services for people with autism and developmental disabilities in New Jersey: day habilitation, community inclusion, career planning, therapies, respite, housing and more.',
  },
  es: {
    title: 'Nuestros servicios',
    description:
      'Conozca nuestros 13 servicios para personas con autismo y discapacidades del desarrollo en New Jersey: habilitación diurna, inclusión en la comunidad, planificación profesional, terapias, cuidado de relevo, vivienda y más.',
  },
})

export const Route = createFileRoute('/services/')({
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/services' }),
  // The build waits for the list it writes into the page; in the browser the list shows its own loading state.
  loader: ({ context }) => {
    const loading = context.queryClient.prefetchQuery(servicesQueryOptions(context.locale))
    if (import.meta.env.SSR) return loading
  },
  component: ServicesListPage,
})
