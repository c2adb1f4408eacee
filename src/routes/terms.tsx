import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '@/features/info/components/policy-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: { title: 'Terms of Service', description: 'The terms that apply when you use our website.' },
  es: { title: 'Términos de servicio', description: 'Las condiciones que se aplican cuando usa nuestro sitio web.' },
})

export const Route = createFileRoute('/terms')({
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/terms' }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('terms')),
  component: () => <PolicyPage page="terms" />,
})
