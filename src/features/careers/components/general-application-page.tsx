import { defineMessages, useMessages } from '@/i18n/messages'
import { careersMessages } from '../messages'
import { ApplicationPage } from './application-page'

const messages = defineMessages({
  en: {
    title: 'Send Us Your Resume',
    subtitle: 'No opening that fits you yet? Tell us about yourself and attach your resume, and we will be in touch when a role opens.',
  },
  es: {
    title: 'Envíenos su currículum',
    subtitle: '¿Todavía no hay un puesto para usted? Cuéntenos sobre usted y adjunte su currículum. Nos comunicaremos con usted cuando haya un puesto disponible.',
  },
})

/** /careers/apply: "Send Us Your Resume", an application for no one opening in particular. */
export function GeneralApplicationPage() {
  const t = useMessages(messages)
  const shared = useMessages(careersMessages)
  return (
    <ApplicationPage
      kind="general"
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: '/get-involved', label: shared.backToGetInvolved }}
    />
  )
}
