import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { ApplicantsSection } from '@/features/admin/components/applicants-section'
import { adminHead } from '@/lib/seo'

/** Job, general and volunteer applications (issue 35): admins only, by the API and RLS. */
export const Route = createFileRoute('/admin/_shell/applicants/')({
  head: () => adminHead('Applicants', '/admin/applicants'),
  component: () => (
    <AdminSection title="Applicants">
      <ApplicantsSection />
    </AdminSection>
  ),
})
