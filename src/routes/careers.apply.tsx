import { createFileRoute } from '@tanstack/react-router'
import { GeneralApplicationPage } from '@/features/careers/components/general-application-page'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'

const messages = defineMessages({
  en: {
    title: 'Send Us Your Resume',
    description: 'Apply to work with us: send your resume and tell us when you are available, and we will be in touch when a role fits.',
  },
  es: {
    title: 'Envíenos su currículum',
    description: 'Solicite trabajar con nosotros: envíe su currículum y díganos cuándo está disponible. Nos comunicaremos con usted cuando haya un puesto para usted.',
  },
})

export const Route = createFileRoute('/careers/apply')({
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/careers/apply' }),
  component: GeneralApplicationPage,
})
