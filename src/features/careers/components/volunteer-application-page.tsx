import { Alert } from '@chakra-ui/react/alert'
import { BACKGROUND_CHECK_NOTICE } from '@contract/applications.ts'
import { useVolunteerRoles } from '../api/job-opening'
import { ApplicationPage } from './application-page'

/** /volunteer/apply: "Apply to Volunteer", for one of the published roles or any. */
export function VolunteerApplicationPage() {
  const roles = useVolunteerRoles()
  return (
    <ApplicationPage
      kind="volunteer"
      roles={roles}
      title="Apply to Volunteer"
      subtitle="Share your time and talents with our community. Tell us when you are free and which role interests you."
      back={{ to: '/get-involved', label: 'Back to Get Involved' }}
      notice={
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{BACKGROUND_CHECK_NOTICE}</Alert.Title>
        </Alert.Root>
      }
    />
  )
}
