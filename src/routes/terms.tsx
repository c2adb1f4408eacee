import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '@/features/info/components/policy-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'

const messages = defineMessages({
  en: { title: 'Terms of Service', description: 'The terms that apply when you use our website.' },
  es: { title: 'Términos de servicio', description: 'Las condiciones que se aplican cuando usa nuestro sitio web.' },
})

export const Route = createFileRoute('/terms')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('terms', context.locale)),
  // after the loader, so its data's type is known here
  head: ({ match, loaderData }) =>
    pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/terms', translated: isTranslated(loaderData) }),
  component: () => <PolicyPage page="terms" />,
})
