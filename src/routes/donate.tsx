import { useCallback } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { DonatePage } from '@/features/donate/components/donate-page'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'
import { isTranslated } from '@/i18n/content-language'

const messages = defineMessages({
  en: {
    title: 'Donate',
    description: 'Support people with autism and developmental disabilities in New Jersey: give online, become a sponsor or donate goods and services.',
  },
  es: {
    title: 'Donar',
    description: 'Apoye a las personas con autismo y discapacidades del desarrollo en New Jersey: done en línea, sea patrocinador o done artículos y servicios.',
  },
})

interface DonateSearch {
  success?: boolean
  payment_intent?: string
}

export const Route = createFileRoute('/donate')({
  validateSearch: (search: Record<string, unknown>): DonateSearch => ({
    success: search.success === true || search.success === 'true' ? true : undefined,
    payment_intent: typeof search.payment_intent === 'string' ? search.payment_intent : undefined,
  }),
  // The build also renders the sections below the form, whose code the browser loads as the visitor heads there.
  loader: async ({ context }) => {
    const page = context.queryClient.ensureQueryData(pageQueryOptions('donate', context.locale))
    if (!import.meta.env.SSR) return page
    const { preloadDonateFarSections } = await import('@/features/donate/components/donate-far-sections')
    const [content] = await Promise.all([page, preloadDonateFarSections()])
    return content
  },
  // after the loader, so its data's type is known here
  head: ({ match, loaderData }) => {
    const t = wordsIn(messages, match.context.locale)
    return pageHead({ locale: match.context.locale, title: t.title, description: t.description, path: '/donate', translated: isTranslated(loaderData) })
  },
  component: DonateRoute,
})

function DonateRoute() {
  const { success, payment_intent } = Route.useSearch()
  const navigate = Route.useNavigate()
  const clearReturn = useCallback(() => void navigate({ search: {}, replace: true }), [navigate])
  return <DonatePage returnedPaymentIntent={success ? payment_intent : undefined} onReturnHandled={clearReturn} />
}
