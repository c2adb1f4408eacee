import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { ApplicantDetails } from '@/features/admin/components/applicant-details'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/applicants/$id')({
  head: ({ params }) => adminHead('Applicant', `/admin/applicants/${params.id}`),
  component: function Applicant() {
    const { id } = Route.useParams()
    return (
      <AdminSection title="Applicant">
        <ApplicantDetails id={id} />
      </AdminSection>
    )
  },
})
