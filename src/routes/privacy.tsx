import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '@/features/info/components/policy-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'

const messages = defineMessages({
  en: { title: 'Privacy Policy', description: 'How we collect, use and protect the information you share with us.' },
  es: { title: 'Política de privacidad', description: 'Cómo recopilamos, usamos y protegemos la información que usted comparte con nosotros.' },
})

export const Route = createFileRoute('/privacy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('privacy', context.locale)),
  // after the loader, so its data's type is known here
  head: ({ match, loaderData }) =>
    pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/privacy', translated: isTranslated(loaderData) }),
  component: () => <PolicyPage page="privacy" />,
})
