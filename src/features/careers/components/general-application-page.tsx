import { ApplicationPage } from './application-page'

/** /careers/apply: "Send Us Your Resume", an application for no one opening in particular. */
export function GeneralApplicationPage() {
  return (
    <ApplicationPage
      kind="general"
      title="Send Us Your Resume"
      subtitle="No opening that fits you yet? Tell us about yourself and attach your resume, and we will be in touch when a role opens."
      back={{ to: '/get-involved', label: 'Back to Get Involved' }}
    />
  )
}
