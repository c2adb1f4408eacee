import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityPage } from '@/features/info/components/accessibility-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'

const messages = defineMessages({
  en: {
    title: 'Accessibility Statement',
    description: 'Our commitment to WCAG 2.2 AA, the measures we take, known limitations and how to report an accessibility barrier.',
  },
  es: {
    title: 'Declaración de accesibilidad',
    description: 'Nuestro compromiso con las pautas WCAG 2.2 AA, las medidas que tomamos, las limitaciones conocidas y cómo avisarnos de una barrera de accesibilidad.',
  },
})

export const Route = createFileRoute('/accessibility')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('accessibility', context.locale)),
  // after the loader, so its data's type is known here
  head: ({ match, loaderData }) =>
    pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/accessibility', translated: isTranslated(loaderData) }),
  component: AccessibilityPage,
})
