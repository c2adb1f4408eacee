import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { CollectionEditor } from '@/features/cms/components/site-content/collection-editor'
import { GetInvolvedPage } from '@/features/info/components/get-involved-page'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/content/jobs')({
  head: () => adminHead('Jobs', '/admin/content/jobs'),
  component: () => (
    <AdminSection title="Jobs">
      <CollectionEditor name="jobs" preview={<GetInvolvedPage />} />
    </AdminSection>
  ),
})
