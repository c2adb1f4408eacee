import { Alert } from '@chakra-ui/react/alert'
import { BACKGROUND_CHECK_NOTICE } from '@contract/application-rules.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useVolunteerRoles } from '../api/job-opening'
import { careersMessages } from '../messages'
import { ApplicationPage } from './application-page'

const messages = defineMessages({
  en: {
    title: 'Apply to Volunteer',
    subtitle: 'Share your time and talents with our community. Tell us when you are free and which role interests you.',
    backgroundCheck: BACKGROUND_CHECK_NOTICE,
  },
  es: {
    title: 'Solicitud para ser voluntario',
    subtitle: 'Comparta su tiempo y sus talentos con nuestra comunidad. Díganos cuándo está disponible y qué puesto le interesa.',
    backgroundCheck: 'Todos los voluntarios pasan por una verificación de antecedentes y una capacitación de orientación.',
  },
})

/** /volunteer/apply: "Apply to Volunteer", for one of the published roles or any. */
export function VolunteerApplicationPage() {
  const roles = useVolunteerRoles()
  const t = useMessages(messages)
  const shared = useMessages(careersMessages)
  return (
    <ApplicationPage
      kind="volunteer"
      roles={roles}
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: '/get-involved', label: shared.backToGetInvolved }}
      notice={
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t.backgroundCheck}</Alert.Title>
        </Alert.Root>
      }
    />
  )
}
