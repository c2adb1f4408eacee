import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { CollectionEditor } from '@/features/cms/components/site-content/collection-editor'
import { GetInvolvedPage } from '@/features/info/components/get-involved-page'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/content/volunteer-roles')({
  head: () => adminHead('Volunteer Roles', '/admin/content/volunteer-roles'),
  component: () => (
    <AdminSection title="Volunteer Roles">
      <CollectionEditor name="volunteer-roles" preview={<GetInvolvedPage />} />
    </AdminSection>
  ),
})
