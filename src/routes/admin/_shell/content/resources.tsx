import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { CollectionEditor } from '@/features/cms/components/site-content/collection-editor'
import { ResourcesPage } from '@/features/info/components/resources-page'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/content/resources')({
  head: () => adminHead('External Resources', '/admin/content/resources'),
  component: () => (
    <AdminSection title="External Resources">
      <CollectionEditor name="resources" preview={<ResourcesPage />} />
    </AdminSection>
  ),
})
