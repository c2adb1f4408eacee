import { createFileRoute } from '@tanstack/react-router'
import { VolunteerApplicationPage } from '@/features/careers/components/volunteer-application-page'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'

const messages = defineMessages({
  en: {
    title: 'Apply to Volunteer',
    description: 'Volunteer with us at events, in the office or in our programs: choose a role and tell us when you are free.',
  },
  es: {
    title: 'Solicitud para ser voluntario',
    description: 'Sea voluntario en nuestros eventos, en la oficina o en nuestros programas: elija un puesto y díganos cuándo está disponible.',
  },
})

export const Route = createFileRoute('/volunteer/apply')({
  head: ({ match }) => pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/volunteer/apply' }),
  // the roles to choose from are the Get Involved page's
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('get-involved', context.locale)),
  component: VolunteerApplicationPage,
})
