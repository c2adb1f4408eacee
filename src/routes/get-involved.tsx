import { createFileRoute } from '@tanstack/react-router'
import { GetInvolvedPage } from '@/features/info/components/get-involved-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'

const messages = defineMessages({
  en: {
    title: 'Get Involved - Careers & Volunteer Opportunities',
    description: 'Careers, volunteer roles and partnership opportunities supporting people with developmental disabilities in New Jersey.',
    keywords: 'disability support jobs New Jersey, direct support professional, volunteer, nonprofit partnership',
  },
  es: {
    title: 'Participe - Empleos y oportunidades de voluntariado',
    description: 'Empleos, voluntariado y oportunidades de colaboración para apoyar a personas con discapacidades del desarrollo en New Jersey.',
    keywords: 'empleos de apoyo a personas con discapacidad New Jersey, profesional de apoyo directo, voluntariado, colaboración con organizaciones sin fines de lucro',
  },
})

export const Route = createFileRoute('/get-involved')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('get-involved', context.locale)),
  // after the loader, so its data's type is known here
  head: ({ match, loaderData }) =>
    pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/get-involved', translated: isTranslated(loaderData) }),
  component: GetInvolvedPage,
})
