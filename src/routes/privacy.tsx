import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '@/features/info/components/policy-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'
import { defineMessages, wordsIn } from '@/i18n/messages'

const messages = defineMessages({
  en: { title: 'Privacy Policy', description: 'How we collect, use and protect the information you share with us.' },
  es: { title: 'Política de privacidad', description: 'Cómo recopilamos, usamos y protegemos la información que usted comparte con nosotros.' },
})

export const Route = createFileRoute('/privacy')({
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/privacy' }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('privacy')),
  component: () => <PolicyPage page="privacy" />,
})
